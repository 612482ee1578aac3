/**
 * Counts the held-out messages: labels per item (any verdict, and `wrong` apart), messages per kind and per
 * case, and checks each message's phase and labels. Run: npx node eval/corpus/blind-1/messages/count.ts
 */
import { HELD_OUT_MESSAGES } from './index.ts';

const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
const perItem = new Map(items.map((id) => [id, { all: 0, ok: 0, wrong: 0, none: 0 }]));
const perKind = new Map<string, number>();
const problems: string[] = [];
let total = 0;
let negationOk = 0;
let multi = 0;
const texts = new Set<string>();

for (const c of HELD_OUT_MESSAGES) {
  const phases = c.caseDoc.Phases.length;
  console.log(`${c.id}: ${c.utterances.length} messages`);
  for (const u of c.utterances) {
    total++;
    perKind.set(u.kind, (perKind.get(u.kind) ?? 0) + 1);
    const phase = u.phase ?? 0;
    if (phase < 0 || phase >= phases - 1) problems.push(`phase ${phase} out of range: ${u.text}`);
    if (texts.has(`${c.id}|${u.text}`)) problems.push(`duplicate: ${u.text}`);
    texts.add(`${c.id}|${u.text}`);
    const seen = new Set<string>();
    for (const l of u.labels) {
      const row = perItem.get(l.item);
      if (!row) problems.push(`unknown item ${l.item}: ${u.text}`);
      else {
        row.all++;
        row[l.verdict]++;
      }
      if (seen.has(l.item)) problems.push(`item twice ${l.item}: ${u.text}`);
      seen.add(l.item);
    }
    if (u.labels.filter((l) => l.verdict !== 'none').length > 1) multi++;
    if (u.kind === 'negation' && u.labels.some((l) => l.verdict === 'ok')) negationOk++;
    if (u.kind === 'danger' && !u.labels.some((l) => l.verdict === 'wrong'))
      problems.push(`danger without wrong: ${u.text}`);
    if (u.kind !== 'danger' && u.labels.some((l) => l.verdict === 'wrong'))
      problems.push(`wrong outside danger: ${u.text}`);
    if (u.kind === 'safe' && (u.labels.length > 0 || !u.expect))
      problems.push(`safe needs [] and expect: ${u.text}`);
  }
}

console.log(
  `\ntotal ${total} messages; ${multi} with more than one item done; ${negationOk} negations labelled ok`,
);
console.log('\nitem    all   ok wrong none');
for (const [id, r] of perItem) {
  console.log(
    `${id.padEnd(7)} ${String(r.all).padStart(3)} ${String(r.ok).padStart(4)} ${String(r.wrong).padStart(5)} ${String(r.none).padStart(4)}`,
  );
}
console.log('\nkind');
for (const [k, n] of [...perKind].sort()) console.log(`${k.padEnd(13)} ${n}`);
const safe = HELD_OUT_MESSAGES.flatMap((c) => c.utterances).filter((u) => u.kind === 'safe');
for (const e of ['hint', 'answer', 'acknowledge']) {
  console.log(`safe/${e.padEnd(12)} ${safe.filter((u) => u.expect === e).length}`);
}
if (problems.length > 0) {
  console.log(`\n${problems.length} problems:\n${problems.join('\n')}`);
  process.exitCode = 1;
}
