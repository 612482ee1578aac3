import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_O_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/tuning-o/messages-a/count.ts). */
countMessageSet(TUNING_O_MESSAGES_A, 380);

/** This part's own brief asks for more than the shared checks: its targets, checked here. */
const HEAVY = [1, 13, 20, 12, 14, 3, 7, 11, 8, 9];
const all = new Map<string, number>();
const wrongs = new Map<string, number>();
let dangers = 0;
let safes = 0;
for (const c of TUNING_O_MESSAGES_A)
  for (const u of c.utterances) {
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    for (const l of u.labels) {
      all.set(l.item, (all.get(l.item) ?? 0) + 1);
      if (l.verdict === 'wrong') wrongs.set(l.item, (wrongs.get(l.item) ?? 0) + 1);
    }
  }
const brief: string[] = [];
for (let n = 1; n <= 20; n++) {
  const id = `BMV-${n}`;
  const want = HEAVY.includes(n) ? 22 : 16;
  if ((all.get(id) ?? 0) < want) brief.push(`${id}: labelled ${all.get(id) ?? 0} times (brief: ${want})`);
  if ((wrongs.get(id) ?? 0) < 4) brief.push(`${id}: wrong ${wrongs.get(id) ?? 0} times (brief: 4)`);
}
if (dangers < 120) brief.push(`only ${dangers} dangers (brief: 120)`);
if (safes < 40) brief.push(`only ${safes} safe (brief: 40)`);
console.log(brief.length > 0 ? `\nBRIEF PROBLEMS\n${brief.join('\n')}` : '\nbrief targets met');
if (brief.length > 0) process.exitCode = 1;
