import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_K_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-k/messages-a/count.ts). */
countMessageSet(TUNING_K_MESSAGES_A, 380);

/** This part's own brief asks for more than the shared checks: these are its targets. */
const WEIGHTED = [13, 17, 14, 12, 4, 7, 20, 5, 18, 19];
const all = new Map<number, number>();
const wrongs = new Map<number, number>();
let dangers = 0;
let safes = 0;
for (const c of TUNING_K_MESSAGES_A)
  for (const u of c.utterances) {
    if (u.kind === 'danger') dangers++;
    if (u.kind === 'safe') safes++;
    for (const l of u.labels) {
      const n = Number(l.item.slice(4));
      all.set(n, (all.get(n) ?? 0) + 1);
      if (l.verdict === 'wrong') wrongs.set(n, (wrongs.get(n) ?? 0) + 1);
    }
  }
const briefProblems: string[] = [];
for (let n = 1; n <= 20; n++) {
  const target = WEIGHTED.includes(n) ? 22 : 16;
  if ((all.get(n) ?? 0) < target)
    briefProblems.push(`BMV-${n}: ${all.get(n) ?? 0} labels (brief: ${target})`);
  if ((wrongs.get(n) ?? 0) < 4) briefProblems.push(`BMV-${n}: ${wrongs.get(n) ?? 0} wrong (brief: 4)`);
}
if (dangers < 120) briefProblems.push(`${dangers} dangers (brief: 120)`);
if (safes < 40) briefProblems.push(`${safes} safe (brief: 40)`);
if (briefProblems.length > 0) {
  console.log('\nBRIEF PROBLEMS');
  for (const p of briefProblems) console.log(p);
  process.exitCode = 1;
} else console.log('brief targets met (items 16/22, 4 wrong each, 120 dangers, 40 safe)');
