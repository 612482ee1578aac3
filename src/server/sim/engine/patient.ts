import type { CaseDocument } from '../../../contract/case.ts';
import { normalize } from './text/normalize.ts';
import type { AgeBand, PatientProfile } from './types.ts';

/** With no age and no weight, sizes and rates are judged for a young child. */
const DEFAULT_AGE_YEARS = 4;

/**
 * The patient as the checks need them: an age in years and an age band. The case's age field wins; if it is
 * missing the case presentation is read ("a 6-month-old"); then the weight gives an estimate (APLS weight
 * formulas turned around); else a default.
 */
export function patientProfile(caseDoc: CaseDocument): PatientProfile {
  const outline = caseDoc['Scenario Outline'];
  const info = outline.patientReport.basicInformation;
  const weightKg = info.weight !== null && info.weight > 0 ? info.weight : null;
  const stated = ageFromText(`${outline.casePresentation} ${info.diagnosis}`);
  let ageYears: number;
  let ageSource: PatientProfile['ageSource'];
  if (info.age !== null && info.age >= 0) {
    // "6" typed in the age box for a "6-month-old" means months.
    const monthsTyped = stated?.unit === 'months' && stated.value === info.age;
    ageYears = monthsTyped ? info.age / 12 : info.age;
    ageSource = 'case';
  } else if (stated) {
    ageYears = stated.unit === 'months' ? stated.value / 12 : stated.value;
    ageSource = 'presentation';
  } else if (weightKg !== null) {
    ageYears = ageFromWeight(weightKg);
    ageSource = 'weight';
  } else {
    ageYears = DEFAULT_AGE_YEARS;
    ageSource = 'default';
  }
  return { ageYears, ageSource, weightKg, band: ageBand(ageYears), described: describeAge(ageYears) };
}

function ageBand(ageYears: number): AgeBand {
  if (ageYears < 1 / 12) return 'newborn';
  if (ageYears < 1) return 'infant';
  if (ageYears < 14) return 'child';
  return 'adolescent';
}

/** "a 6-month-old", "a 4-year-old", "an 8-year-old", "a newborn". */
function describeAge(ageYears: number): string {
  if (ageYears < 1 / 12) return 'a newborn';
  const phrase =
    ageYears < 2 ? `${Math.max(1, Math.round(ageYears * 12))}-month-old` : `${Math.round(ageYears)}-year-old`;
  return `${/^(?:8|11|18)\b/.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

function ageFromText(text: string): { value: number; unit: 'months' | 'years' } | null {
  const normalised = normalize(text);
  const months = /\b(\d+(?:\.\d+)?) (?:month|months|mo) old\b/.exec(normalised);
  if (months) return { value: Number(months[1]), unit: 'months' };
  const weeks = /\b(\d+) (?:week|weeks|wk) old\b/.exec(normalised);
  if (weeks) return { value: Number(weeks[1]) / 4.345, unit: 'months' };
  const years = /\b(\d+(?:\.\d+)?) (?:year|years|yr|yrs|y) old\b/.exec(normalised);
  if (years) return { value: Number(years[1]), unit: 'years' };
  if (/\b(?:newborn|neonate)\b/.test(normalised)) return { value: 0, unit: 'months' };
  return null;
}

/** Inverts the APLS estimates: infants (0.5 x months) + 4, 1-5 y (2 x age) + 8, 6-12 y (3 x age) + 7. */
function ageFromWeight(kg: number): number {
  if (kg < 4) return 0;
  if (kg < 10) return ((kg - 4) * 2) / 12;
  if (kg < 25) return Math.max(1, (kg - 8) / 2);
  return Math.min(16, (kg - 7) / 3);
}

/** Ventilation rate for rescue breathing with a pulse, breaths/min (PALS; newborns per NRP; adults BLS). */
export function rateRange(patient: PatientProfile): { low: number; high: number; described: string } {
  if (patient.band === 'newborn') return { low: 40, high: 60, described: '40-60 breaths/min for a newborn' };
  if (patient.band === 'adolescent') {
    return { low: 10, high: 12, described: 'about 10-12 breaths/min (1 every 5-6 s) after puberty' };
  }
  const who = patient.band === 'infant' ? 'an infant' : 'a child';
  return { low: 20, high: 30, described: `20-30 breaths/min (1 every 2-3 s) for ${who} with a pulse` };
}

/** The four mask classes a reading reports (the shelf's neonatal, infant, child and adult masks). */
export type MaskClass = 'neonate' | 'infant' | 'child' | 'adult';

/**
 * Ages (years, [from, to)) each mask size fits, and its class; numeric sizes follow the common 0-5 face-mask
 * scale (0 neonatal, 1 infant, 2-3 child, 4-5 adult).
 */
export const MASK_SIZES: Record<string, { from: number; to: number; mask: MaskClass; name: string }> = {
  premature: { from: 0, to: 0.05, mask: 'neonate', name: 'a premature mask' },
  preemie: { from: 0, to: 0.05, mask: 'neonate', name: 'a premature mask' },
  neonatal: { from: 0, to: 0.25, mask: 'neonate', name: 'a neonatal mask' },
  neonate: { from: 0, to: 0.25, mask: 'neonate', name: 'a neonatal mask' },
  newborn: { from: 0, to: 0.25, mask: 'neonate', name: 'a newborn mask' },
  infant: { from: 0, to: 1.5, mask: 'infant', name: 'an infant mask' },
  baby: { from: 0, to: 1.5, mask: 'infant', name: 'an infant mask' },
  toddler: { from: 0.5, to: 5, mask: 'child', name: 'a toddler mask' },
  // A child mask fits until about 12 (from 8 the advice below says "a child or small adult mask"); a large child
  // mask into the teens.
  'large child': { from: 5, to: 16, mask: 'child', name: 'a large child mask' },
  'big child': { from: 5, to: 16, mask: 'child', name: 'a large child mask' },
  child: { from: 1, to: 12, mask: 'child', name: 'a child mask' },
  kid: { from: 1, to: 12, mask: 'child', name: 'a child mask' },
  pediatric: { from: 0.25, to: 12, mask: 'child', name: 'a paediatric mask' },
  small: { from: 0.25, to: 10, mask: 'child', name: 'a small mask' },
  medium: { from: 5, to: 16, mask: 'adult', name: 'a medium mask' },
  'small adult': { from: 8, to: 16, mask: 'adult', name: 'a small adult mask' },
  large: { from: 12, to: 200, mask: 'adult', name: 'a large mask' },
  'large adult': { from: 12, to: 200, mask: 'adult', name: 'a large adult mask' },
  'adult large': { from: 12, to: 200, mask: 'adult', name: 'a large adult mask' },
  'adult small': { from: 8, to: 16, mask: 'adult', name: 'a small adult mask' },
  adult: { from: 10, to: 200, mask: 'adult', name: 'an adult mask' },
  'size 0': { from: 0, to: 0.25, mask: 'neonate', name: 'a size 0 mask' },
  'size 1': { from: 0, to: 1.5, mask: 'infant', name: 'a size 1 mask' },
  'size 2': { from: 0.25, to: 5, mask: 'child', name: 'a size 2 mask' },
  // Size 3 to the early teens, as the advice below says ("size 3-4" from 8 to 14).
  'size 3': { from: 2, to: 14, mask: 'child', name: 'a size 3 mask' },
  'size 4': { from: 8, to: 200, mask: 'adult', name: 'a size 4 mask' },
  'size 5': { from: 12, to: 200, mask: 'adult', name: 'a size 5 mask' },
};

/** The mask size words that fit this patient, for feedback ("a child mask, size 2-3"). */
export function maskAdvice(patient: PatientProfile): string {
  const { ageYears } = patient;
  if (ageYears < 0.25) return 'a neonatal mask (size 0-1)';
  if (ageYears < 1) return 'an infant mask (size 1-2)';
  if (ageYears < 8) return 'a child mask (size 2-3)';
  if (ageYears < 14) return 'a child or small adult mask (size 3-4)';
  return 'an adult mask (size 4-5)';
}

/** Oropharyngeal airway length (mm) that usually fits: corner of the mouth to the angle of the jaw. */
export function opaLengthRange(patient: PatientProfile): { low: number; high: number } {
  const age = patient.ageYears;
  if (age < 0.25) return { low: 35, high: 50 };
  if (age < 1) return { low: 40, high: 60 };
  if (age < 3) return { low: 50, high: 70 };
  if (age < 8) return { low: 60, high: 80 };
  if (age < 14) return { low: 70, high: 90 };
  return { low: 80, high: 110 };
}

/** Guedel sizes as their usual lengths in mm. */
export const OPA_SIZE_MM: Record<string, number> = {
  '000': 40,
  '00': 50,
  '0': 60,
  '1': 70,
  '2': 80,
  '3': 90,
  '4': 100,
  '5': 110,
};

/** Nasopharyngeal airway internal diameter (mm) that usually fits, close to the uncuffed tube size. */
export function npaDiameterRange(patient: PatientProfile): { low: number; high: number } {
  const age = patient.ageYears;
  if (age < 1) return { low: 3, high: 4 };
  if (age < 4) return { low: 3.5, high: 5 };
  if (age < 8) return { low: 4, high: 6 };
  if (age < 14) return { low: 5, high: 7 };
  return { low: 6, high: 8 };
}
