import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_S_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-s/messages-a/count.ts). */
countMessageSet(TUNING_S_MESSAGES_A, 400);

// The brief asks more of this part than the shared checks: every item 16 times, 140 dangers, 45 safe,
// 20 negations, 20 questions or hypotheticals.
const all = TUNING_S_MESSAGES_A.flatMap((c) => c.utterances);
const brief: string[] = [];
for (let n = 1; n <= 20; n++) {
  const times = all.filter((u) => u.labels.some((l) => l.item === `BMV-${n}`)).length;
  if (times < 16) brief.push(`BMV-${n}: labelled ${times} times (brief: 16)`);
}
const kinds = (...k: string[]) => all.filter((u) => k.includes(u.kind)).length;
if (kinds('danger') < 140) brief.push(`${kinds('danger')} dangers (brief: 140)`);
if (kinds('safe') < 45) brief.push(`${kinds('safe')} safe (brief: 45)`);
if (kinds('negation') < 20) brief.push(`${kinds('negation')} negations (brief: 20)`);
if (kinds('question', 'hypothetical') < 20)
  brief.push(`${kinds('question', 'hypothetical')} questions or hypotheticals (brief: 20)`);
if (brief.length > 0) {
  console.log('\nBRIEF TARGETS MISSED');
  for (const p of brief) console.log(p);
  process.exitCode = 1;
} else console.log('brief targets met');
