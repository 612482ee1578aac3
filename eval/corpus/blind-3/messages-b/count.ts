import { HELD_OUT_MESSAGES_B } from './index.ts';

const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
const tally = new Map(items.map((id) => [id, { ok: 0, wrong: 0, none: 0 }]));
const kinds = new Map<string, number>();
const problems: string[] = [];
let total = 0;
for (const c of HELD_OUT_MESSAGES_B) {
  console.log(`${c.id}: ${c.utterances.length} messages`);
  const seen = new Set<string>();
  for (const u of c.utterances) {
    total++;
    const phase = u.phase ?? 0;
    if (phase < 0 || phase >= c.caseDoc.Phases.length) problems.push(`phase out of range: ${u.text}`);
    if (seen.has(u.text)) problems.push(`duplicate: ${u.text}`);
    seen.add(u.text);
    const ids = u.labels.map((l) => l.item);
    if (new Set(ids).size !== ids.length) problems.push(`item twice: ${u.text}`);
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if ((u.kind === 'danger') !== hasWrong) problems.push(`danger/wrong mismatch: ${u.text}`);
    if (u.kind === 'safe' && (u.labels.length > 0 || !u.expect)) problems.push(`bad safe: ${u.text}`);
    kinds.set(u.kind, (kinds.get(u.kind) ?? 0) + 1);
    if (u.kind === 'safe') kinds.set(`safe/${u.expect}`, (kinds.get(`safe/${u.expect}`) ?? 0) + 1);
    for (const l of u.labels) {
      const t = tally.get(l.item);
      if (!t) problems.push(`unknown item ${l.item}`);
      else t[l.verdict]++;
    }
  }
}
console.log(`\ntotal ${total} messages\n\nitem    all   ok wrong none`);
for (const [id, t] of tally) {
  const all = t.ok + t.wrong + t.none;
  console.log(
    `${id.padEnd(7)}${String(all).padStart(4)}${String(t.ok).padStart(5)}${String(t.wrong).padStart(6)}${String(t.none).padStart(5)}`,
  );
}
console.log('\nkind');
for (const [k, n] of [...kinds].sort()) console.log(`${k.padEnd(17)}${n}`);
if (problems.length) {
  console.log(`\nPROBLEMS:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('\nchecks: ok');
