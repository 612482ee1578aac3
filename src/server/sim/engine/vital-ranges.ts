import type { VitalKey } from '../../../contract/chat-state.ts';

export type Range = { low: number; high: number };

type AgeRow = { below: number; hr: Range; rr: Range; sbp: Range };

/**
 * Normal values by age, from the PALS 2020 tables (heart rate awake, respiratory rate, systolic pressure):
 * what a monitor's alarm limits would be set around for this patient. Ages in years, `below` exclusive.
 */
const BY_AGE: AgeRow[] = [
  { below: 1 / 12, hr: { low: 100, high: 205 }, rr: { low: 30, high: 60 }, sbp: { low: 60, high: 84 } },
  { below: 1, hr: { low: 100, high: 180 }, rr: { low: 30, high: 53 }, sbp: { low: 72, high: 104 } },
  { below: 3, hr: { low: 98, high: 140 }, rr: { low: 22, high: 37 }, sbp: { low: 86, high: 106 } },
  { below: 6, hr: { low: 80, high: 120 }, rr: { low: 20, high: 28 }, sbp: { low: 89, high: 112 } },
  { below: 12, hr: { low: 75, high: 118 }, rr: { low: 18, high: 25 }, sbp: { low: 97, high: 115 } },
  {
    below: Number.POSITIVE_INFINITY,
    hr: { low: 60, high: 100 },
    rr: { low: 12, high: 20 },
    sbp: { low: 110, high: 131 },
  },
];

/** The same at every age: saturation on air, end-tidal CO2, core temperature. */
const SPO2: Range = { low: 95, high: 100 };
const ETCO2: Range = { low: 35, high: 45 };
const TEMP: Range = { low: 36.5, high: 37.5 };

/** The normal range of each monitored vital sign for a patient of this age (NIBP: the systolic). */
export function normalRanges(ageYears: number): Record<VitalKey, Range> {
  const row = BY_AGE.find((r) => ageYears < r.below) ?? (BY_AGE.at(-1) as AgeRow);
  return { hr: row.hr, rr: row.rr, nibp: row.sbp, spo2: SPO2, etco2: ETCO2, temp: TEMP };
}

export function rangeStatus(value: number | null, range: Range): 'normal' | 'low' | 'high' | 'unknown' {
  if (value === null) return 'unknown';
  if (value < range.low) return 'low';
  if (value > range.high) return 'high';
  return 'normal';
}

/** "93/58" -> 93; "93" or 93 -> 93; anything else -> null. */
export function systolicOf(nibp: number | string | null): number | null {
  if (nibp === null) return null;
  if (typeof nibp === 'number') return Number.isFinite(nibp) ? nibp : null;
  const match = /^\s*(\d{1,3}(?:\.\d+)?)/.exec(nibp);
  return match ? Number(match[1]) : null;
}
