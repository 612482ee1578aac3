import { countMessageSet } from '../../../harness/blind-set-counts.ts';
import { TUNING_R_MESSAGES_B } from './index.ts';

/** Prints the counts of this message set and checks it (npx node eval/corpus/blind-tuning-r/messages-b/count.ts). */
countMessageSet(TUNING_R_MESSAGES_B, 400);

// The brief of this part asks for more than the shared checks: each item 16 times, 140 dangers, 45 safe,
// 20 negations and 20 questions or hypotheticals.
const all = TUNING_R_MESSAGES_B.flatMap((c) => c.utterances);
const perItem = new Map<string, number>();
for (const u of all) for (const l of u.labels) perItem.set(l.item, (perItem.get(l.item) ?? 0) + 1);
const briefProblems: string[] = [];
for (let i = 1; i <= 20; i++)
  if ((perItem.get(`BMV-${i}`) ?? 0) < 16) briefProblems.push(`BMV-${i}: fewer than 16 labels`);
const kindCount = (kinds: string[]) => all.filter((u) => kinds.includes(u.kind)).length;
if (kindCount(['danger']) < 140) briefProblems.push('fewer than 140 dangers');
if (kindCount(['safe']) < 45) briefProblems.push('fewer than 45 safe');
if (kindCount(['negation']) < 20) briefProblems.push('fewer than 20 negations');
if (kindCount(['question', 'hypothetical']) < 20)
  briefProblems.push('fewer than 20 questions or hypotheticals');
if (briefProblems.length > 0) {
  console.log(`\nBRIEF PROBLEMS\n${briefProblems.join('\n')}`);
  process.exitCode = 1;
} else
  console.log(
    'brief checks passed (16 per item, 140 danger, 45 safe, 20 negations, 20 questions/hypotheticals)',
  );
