import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_I_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-i/messages-a/count.ts). */
countMessageSet(TUNING_I_MESSAGES_A, 380);

/** This part's own brief, stricter than the shared checks: per-item, danger and safe minimums. */
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const all = new Map<number, number>();
const wrongs = new Map<number, number>();
let dangers = 0;
let safes = 0;
for (const c of TUNING_I_MESSAGES_A) {
  for (const u of c.utterances) {
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    for (const l of u.labels) {
      const n = Number(l.item.slice(4));
      all.set(n, (all.get(n) ?? 0) + 1);
      if (l.verdict === 'wrong') wrongs.set(n, (wrongs.get(n) ?? 0) + 1);
    }
  }
}
const brief: string[] = [];
for (let n = 1; n <= 20; n++) {
  const min = WEIGHTED.includes(n) ? 22 : 16;
  if ((all.get(n) ?? 0) < min) brief.push(`BMV-${n}: ${all.get(n) ?? 0} labels (brief ${min})`);
  if ((wrongs.get(n) ?? 0) < 4) brief.push(`BMV-${n}: ${wrongs.get(n) ?? 0} wrong (brief 4)`);
}
if (dangers < 120) brief.push(`only ${dangers} dangers (brief 120)`);
if (safes < 40) brief.push(`only ${safes} safe (brief 40)`);
console.log(brief.length > 0 ? `\nBRIEF PROBLEMS\n${brief.join('\n')}` : '\nbrief checks passed');
if (brief.length > 0) process.exitCode = 1;
