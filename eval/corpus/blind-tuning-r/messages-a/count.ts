import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_R_MESSAGES_A } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-r/messages-a/count.ts). */
countMessageSet(TUNING_R_MESSAGES_A, 400);

/* The brief of this part asks for more than the shared checks: 16 labels per item, 140 dangers, 45 safe, 20 negations, 20 questions or hypotheticals. */
const all = TUNING_R_MESSAGES_A.flatMap((c) => c.utterances);
const problems: string[] = [];
const byKind = (k: string) => all.filter((u) => u.kind === k).length;
if (byKind('danger') < 140) problems.push(`brief: only ${byKind('danger')} dangers (140)`);
if (byKind('safe') < 45) problems.push(`brief: only ${byKind('safe')} safe (45)`);
if (byKind('negation') < 20) problems.push(`brief: only ${byKind('negation')} negations (20)`);
const qh = byKind('question') + byKind('hypothetical');
if (qh < 20) problems.push(`brief: only ${qh} questions or hypotheticals (20)`);
for (let i = 1; i <= 20; i++) {
  const n = all.filter((u) => u.labels.some((l) => l.item === `BMV-${i}`)).length;
  if (n < 16) problems.push(`brief: BMV-${i} labelled ${n} times (16)`);
}
if (problems.length > 0) {
  console.log(`\nBRIEF PROBLEMS\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('brief checks passed');
