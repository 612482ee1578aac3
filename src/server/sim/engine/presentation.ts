import type { CaseDocument, Phase, VitalSigns } from '../../../contract/case.ts';
import type { PatientProfile } from './types.ts';

/** The lowest SpO2 hesitation can bring the patient to (the scenario nudges; it does not kill). */
const SPO2_FLOOR = 50;

const NONE = '—';

const shown = (value: number | null, unit = '') => (value === null ? NONE : `${value}${unit}`);

/** The phase's vitals, with SpO2 lowered by what hesitation has cost in this attempt. */
export function currentVitals(phase: Phase, spo2Drop: number): VitalSigns {
  const vitals = phase.vitalSigns;
  if (vitals.o2 === null || spo2Drop <= 0) return vitals;
  return { ...vitals, o2: Math.max(Math.min(vitals.o2, SPO2_FLOOR), vitals.o2 - spo2Drop) };
}

/** "HR 125/min | RR 0/min | Temp 37.5 °C | NIBP 93/58 mmHg | SpO2 73% | EtCO2 —" */
export function vitalsLine(vitals: VitalSigns): string {
  const nibp = vitals.nibp === null || vitals.nibp === '' ? NONE : `${vitals.nibp} mmHg`;
  return [
    `HR ${shown(vitals.hr, '/min')}`,
    `RR ${shown(vitals.rr, '/min')}`,
    `Temp ${shown(vitals.temp, ' °C')}`,
    `NIBP ${nibp}`,
    `SpO2 ${shown(vitals.o2, '%')}`,
    `EtCO2 ${shown(vitals.co2, ' mmHg')}`,
  ].join(' | ');
}

/** One line per vital sign, for "what are the vitals?". */
export function vitalsAnswer(vitals: VitalSigns): string {
  return `**Vitals**: ${vitalsLine(vitals)}`;
}

/** Plain text as it may sit in a reply: trimmed, blank lines squeezed, and no stray markup of our own. */
export function plain(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** The phase as the trainee meets it: the state, ABCD findings, vitals, and the question. */
export function phasePresentation(caseDoc: CaseDocument, index: number, spo2Drop = 0): string {
  const phase = caseDoc.Phases[index];
  if (!phase) return '';
  const lines = [`**Phase ${index + 1} of ${caseDoc.Phases.length}**`];
  if (phase.initialState.trim()) lines.push(plain(phase.initialState));
  const findings: [string, string][] = [
    ['Airway', phase.airway],
    ['Breathing', phase.breathing],
    ['Circulation', phase.circulation],
    ['Disability', phase.disability],
  ];
  for (const [label, text] of findings) if (text.trim()) lines.push(`${label}: ${plain(text)}`);
  lines.push(`Vitals: ${vitalsLine(currentVitals(phase, spo2Drop))}`);
  return lines.join('\n');
}

/** "RJ, a 4-year-old male, 18 kg. Diagnosis: influenza A, status epilepticus, dehydration." */
export function patientLine(caseDoc: CaseDocument, patient: PatientProfile): string {
  const info = caseDoc['Scenario Outline'].patientReport.basicInformation;
  const who = [
    info.name.trim(),
    `${patient.described}${info.sex.trim() ? ` ${info.sex.trim().toLowerCase()}` : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
  const weight = info.weight !== null ? `, ${info.weight} kg` : '';
  const diagnosis = info.diagnosis.trim() ? ` Diagnosis: ${plain(info.diagnosis)}.` : '';
  return `${who}${weight}.${diagnosis}`;
}

/** The reply to "Begin Simulation": the case, the patient and phase 1. */
export function caseIntroduction(caseDoc: CaseDocument, patient: PatientProfile): string {
  const presentation = caseDoc['Scenario Outline'].casePresentation.trim();
  return [
    '**The simulation begins.** Tell me, in your own words, what you do at each step. Type "help" at any time.',
    '',
    ...(presentation ? ['**Case**', plain(presentation), ''] : []),
    `**Patient**: ${patientLine(caseDoc, patient)}`,
    '',
    phasePresentation(caseDoc, 0),
    '',
    'What do you do?',
  ].join('\n');
}
