import type { CaseDocument, VitalSigns } from '../../../contract/case.ts';
import { patientLine, plain, vitalsAnswer } from './presentation.ts';
import type { Findings, PatientProfile } from './types.ts';

/**
 * Questions about the patient, answered from the case. Topics are matched on normalised text, so "sats?",
 * "what's the SpO2" and "oxygen saturation" are one question.
 */
type Context = {
  caseDoc: CaseDocument;
  phaseIndex: number;
  vitals: VitalSigns;
  patient: PatientProfile;
  findings: Findings;
};
type Topic = { pattern: RegExp; answer: (ctx: Context) => string };

const none = (text: string) => (text.trim() === '' ? 'None recorded' : plain(text));

const value = (label: string, shown: string | null) => `**${label}**: ${shown ?? 'not recorded'}`;

function outline(ctx: Context) {
  return ctx.caseDoc['Scenario Outline'];
}

function phaseOr(ctx: Context, field: 'airway' | 'breathing' | 'circulation' | 'disability'): string {
  const phaseText = ctx.caseDoc.Phases[ctx.phaseIndex]?.[field] ?? '';
  if (phaseText.trim()) return plain(phaseText);
  const exam = outline(ctx).patientReport.initialExam;
  const fallback = field === 'airway' ? exam.generalAppearance : exam[field];
  return none(fallback);
}

function history(ctx: Context): string {
  const h = outline(ctx).patientReport.history;
  return [
    '**History**',
    `- Symptoms: ${none(h.symptoms)}`,
    `- Allergies: ${none(h.allergies)}`,
    `- Medications: ${none(h.medications)}`,
    `- Past medical history: ${none(h.pmh)}`,
    `- Last meal: ${none(h.lastMeal)}`,
    `- Events: ${none(h.events)}`,
  ].join('\n');
}

function exam(ctx: Context): string {
  const e = outline(ctx).patientReport.initialExam;
  const lines: [string, string][] = [
    ['General appearance', e.generalAppearance],
    ['Breathing', e.breathing],
    ['Circulation', e.circulation],
    ['Abdomen', e.abdomen],
    ['Neuro', e.neuro],
    ['Disability', e.disability],
  ];
  const shown = lines.filter(([, text]) => text.trim()).map(([label, text]) => `- ${label}: ${plain(text)}`);
  return ['**Initial examination**', ...(shown.length ? shown : ['- None recorded'])].join('\n');
}

const vital =
  (label: string, pick: (v: VitalSigns) => number | string | null, unit: string) => (ctx: Context) => {
    const shown = pick(ctx.vitals);
    return value(label, shown === null || shown === '' ? null : `${shown}${unit}`);
  };

/** Most specific first: "heart rate" before "vitals", "medications" before "history". */
const TOPICS: Topic[] = [
  { pattern: /\bheart rate\b|\bpulse\b/, answer: vital('Heart rate', (v) => v.hr, '/min') },
  {
    pattern: /\brespiratory rate\b|\bbreathing rate\b/,
    answer: vital('Respiratory rate', (v) => v.rr, '/min'),
  },
  { pattern: /\bspo2\b/, answer: vital('SpO2', (v) => v.o2, '%') },
  { pattern: /\betco2\b/, answer: vital('EtCO2', (v) => v.co2, ' mmHg') },
  { pattern: /\bblood pressure\b/, answer: vital('Blood pressure', (v) => v.nibp, ' mmHg') },
  { pattern: /\btemperature\b|\bfever\w*\b/, answer: vital('Temperature', (v) => v.temp, ' °C') },
  {
    pattern: /\bvitals?\b|\bvital signs\b|\bobs\b|\bobservations\b|\bmonitor\b/,
    answer: (ctx) => vitalsAnswer(ctx.vitals),
  },
  {
    pattern: /\bweigh\w*\b|\bweight\b|\bhow heavy\b/,
    answer: (ctx) => {
      const w = outline(ctx).patientReport.basicInformation.weight;
      return value('Weight', w === null ? null : `${w} kg`);
    },
  },
  {
    pattern:
      /\bhow old\b|(?<!for )\b(?:his|her|patient|child|baby|the|what) age\b(?! appropriate)|^age\b|\byears old\b/,
    answer: (ctx) => value('Age', ctx.patient.described.replace(/^an? /, '')),
  },
  {
    pattern: /\bsex\b|\bgender\b|\bboy or (?:a )?girl\b/,
    answer: (ctx) => value('Sex', outline(ctx).patientReport.basicInformation.sex.trim() || null),
  },
  {
    pattern: /\bname\b|\bcalled\b/,
    answer: (ctx) => value('Name', outline(ctx).patientReport.basicInformation.name.trim() || null),
  },
  {
    pattern: /\ballerg\w*/,
    answer: (ctx) => value('Allergies', none(outline(ctx).patientReport.history.allergies)),
  },
  {
    pattern: /\bmedications?\b|\bmeds\b|\bdrugs\b|\bmedicines?\b/,
    answer: (ctx) => value('Medications', none(outline(ctx).patientReport.history.medications)),
  },
  {
    pattern: /\bpmh\b|\bpast (?:medical )?history\b|\bmedical history\b|\bconditions\b/,
    answer: (ctx) => value('Past medical history', none(outline(ctx).patientReport.history.pmh)),
  },
  {
    pattern: /\blast (?:meal|ate|oral intake|food|feed)\b|\beat\b|\bate\b|\bfasting\b|\bnpo\b/,
    answer: (ctx) => value('Last meal', none(outline(ctx).patientReport.history.lastMeal)),
  },
  {
    pattern: /\bevents\b|\bwhat happened\b|\bleading up\b/,
    answer: (ctx) => value('Events', none(outline(ctx).patientReport.history.events)),
  },
  {
    pattern: /\bsymptoms?\b/,
    answer: (ctx) => value('Symptoms', none(outline(ctx).patientReport.history.symptoms)),
  },
  { pattern: /\bhistory\b|\bsample\b/, answer: history },
  {
    pattern: /\blabs?\b|\blaboratory\b|\brvp\b|\bviral panel\b|\bresults\b|\btests?\b/,
    answer: (ctx) => value('Labs', none(outline(ctx).patientReport.labs.rvp)),
  },
  {
    pattern: /\bdiagnos\w*|\bwhat is wrong\b/,
    answer: (ctx) => value('Diagnosis', none(outline(ctx).patientReport.basicInformation.diagnosis)),
  },
  {
    pattern: /\bgag\w*|\bcough reflex\b/,
    answer: (ctx) =>
      value(
        'Gag reflex',
        ctx.findings.gagReflex === 'present'
          ? 'present: the patient gags and coughs'
          : ctx.findings.gagReflex === 'absent'
            ? 'absent: the patient is unresponsive'
            : 'not known: watch for gagging if you put anything in the mouth',
      ),
  },
  { pattern: /\bairway\b/, answer: (ctx) => value('Airway', phaseOr(ctx, 'airway')) },
  {
    pattern: /\bbreathing\b|\bchest (?:rising|rise|moving)\b|\bis (?:he|she|the patient) breathing\b/,
    answer: (ctx) => value('Breathing', phaseOr(ctx, 'breathing')),
  },
  {
    pattern: /\bcirculation\b|\bperfusion\b|\bcapillary refill\b|\bcrt\b/,
    answer: (ctx) => value('Circulation', phaseOr(ctx, 'circulation')),
  },
  {
    pattern: /\bdisability\b|\bneuro\w*\b|\bconscious\w*|\bgcs\b|\bpupils?\b/,
    answer: (ctx) => value('Disability', phaseOr(ctx, 'disability')),
  },
  { pattern: /\bexam\w*|\bfindings\b|\bappearance\b/, answer: exam },
  {
    pattern: /\bpatient report\b|\breport\b|\bsummary\b|\bpatient details\b|\bwho is the patient\b/,
    answer: (ctx) => [`**Patient**: ${patientLine(ctx.caseDoc, ctx.patient)}`, history(ctx)].join('\n'),
  },
];

/** The answer to a question about the patient, or null when the question is about something else. */
export function answerPatientQuestion(normalised: string, ctx: Context): string | null {
  const topic = TOPICS.find((t) => t.pattern.test(normalised));
  if (!topic) return null;
  const answer = topic.answer(ctx);
  // "What are her pupils like?" is a disability question, but the pupils may be in the neuro exam: what
  // the question names and the answer lacks is looked up in the rest of the case.
  const shown = answer.toLowerCase();
  const missing = contentWords(normalised).filter((word) => !shown.includes(word));
  const more = missing.length > 0 ? sentencesNaming(missing, ctx) : [];
  return more.length > 0 ? `${answer}\n${more.join(' ')}` : answer;
}

const STOP_WORDS = new Set(
  'what whats is are the a an any there does do did how his her their patient child baby have has was were of in on at to for about with can you tell me please give show now currently current like look looks looking doing see she he it its they them this that and or my i am ok okay much many right then still yet again so any anything else there here'.split(
    ' ',
  ),
);

/** The words of a question worth looking up, each cut to a stem that also finds its plural. */
function contentWords(normalisedQuestion: string): string[] {
  return [
    ...new Set(
      normalisedQuestion
        .split(' ')
        .filter((w) => /^[a-z][a-z0-9]{1,}$/.test(w) && !STOP_WORDS.has(w))
        .map((w) => (w.length > 4 ? w.replace(/(?:es|s)$/, '') : w)),
    ),
  ].slice(0, 8);
}

/**
 * Every free-text field of the case the trainee may ask about: the phases so far (latest first), then the
 * outline, the history, the past history, the examination and the labs.
 */
function caseTexts(ctx: Context): string[] {
  const report = outline(ctx).patientReport;
  const phases = ctx.caseDoc.Phases.slice(0, ctx.phaseIndex + 1)
    .reverse()
    .flatMap((phase) => [
      phase.initialState,
      phase.airway,
      phase.breathing,
      phase.circulation,
      phase.disability,
    ]);
  return [
    ...phases,
    outline(ctx).casePresentation,
    report.basicInformation.diagnosis,
    ...Object.values(report.history),
    ...Object.values(report.PMH),
    ...Object.values(report.initialExam),
    report.labs.rvp,
  ].filter((text) => text.trim() !== '' && text.trim() !== 'None');
}

/** Up to two sentences of the case that name one of `words` (a plain substring scan: linear in the case). */
function sentencesNaming(words: string[], ctx: Context): string[] {
  const found: string[] = [];
  for (const text of caseTexts(ctx)) {
    const lower = text.toLowerCase();
    if (!words.some((word) => lower.includes(word))) continue;
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/)) {
      const low = sentence.toLowerCase();
      if (words.some((word) => new RegExp(`\\b${word}`).test(low)) && !found.includes(plain(sentence))) {
        found.push(plain(sentence));
        if (found.length >= 2) return found;
      }
    }
  }
  return found;
}

/**
 * A last resort for questions no topic covers ("any IV access?", "glucose?"): the case's own sentences that
 * name a content word of the question, from any field of the case.
 */
export function searchCaseText(normalisedQuestion: string, ctx: Context): string | null {
  const words = contentWords(normalisedQuestion);
  if (words.length === 0) return null;
  const hits = sentencesNaming(words, ctx);
  return hits.length > 0 ? hits.join(' ') : null;
}
