import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../../../src/contract/case.ts';
import { TUNING_C_RUNS } from './index.ts';

const STYLES = [
  'full sentences',
  'terse shorthand',
  'one action per message',
  'other order',
  'typos and spellings',
];
const problems: string[] = [];
const fail = (msg: string) => problems.push(msg);
const itemOk = (id: string) =>
  /^BMV-(\d+)$/.test(id) && Number(id.slice(4)) >= 1 && Number(id.slice(4)) <= 20;
let totRuns = 0;
let totRunMsgs = 0;
let totErrors = 0;
let totPhrasings = 0;

for (const c of TUNING_C_RUNS) {
  const nPhases = c.caseDoc.Phases.length;
  if (!c.id.startsWith('tr-')) fail(`${c.id}: id not prefixed tr-`);
  try {
    CaseDocumentSchema.parse(c.caseDoc);
  } catch (e) {
    fail(`${c.id}: CaseDocumentSchema: ${e}`);
  }
  try {
    CompleteCaseDocumentSchema.parse(c.caseDoc);
  } catch (e) {
    fail(`${c.id}: CompleteCaseDocumentSchema: ${e}`);
  }
  if (c.requiredByPhase.length !== nPhases)
    fail(`${c.id}: requiredByPhase has ${c.requiredByPhase.length} entries, ${nPhases} phases`);
  if (c.setup.length !== nPhases) fail(`${c.id}: setup has ${c.setup.length} entries, ${nPhases} phases`);
  for (const r of c.requiredByPhase.flat()) if (!itemOk(r)) fail(`${c.id}: bad required item ${r}`);
  if (c.utterances.length !== 0) fail(`${c.id}: utterances not empty`);

  const seen = new Set<string>();
  const add = (t: string, where: string) => {
    const k = t.trim().toLowerCase();
    if (seen.has(k)) fail(`${c.id}: duplicate text (${where}): ${t}`);
    seen.add(k);
  };
  const styles = c.runs.map((r) => r.style);
  for (const s of STYLES) if (!styles.includes(s as never)) fail(`${c.id}: missing run style ${s}`);
  if (c.runs.length !== 5) fail(`${c.id}: ${c.runs.length} runs, expected 5`);
  for (const r of c.runs) {
    if (r.messages.length < 8 || r.messages.length > 16)
      fail(`${c.id}: run '${r.style}' has ${r.messages.length} messages`);
    for (const t of r.messages) add(t, `run ${r.style}`);
    totRunMsgs += r.messages.length;
  }
  totRuns += c.runs.length;
  const itemsErr = new Set<string>();
  const phasesErr = new Set<number>();
  for (const e of c.errors) {
    if (!itemOk(e.item)) fail(`${c.id}: error '${e.name}' bad item ${e.item}`);
    if (!Number.isInteger(e.phase) || e.phase < 0 || e.phase >= nPhases)
      fail(`${c.id}: error '${e.name}' phase ${e.phase} out of range`);
    if (e.phrasings.length < 2) fail(`${c.id}: error '${e.name}' has ${e.phrasings.length} phrasings`);
    for (const p of e.phrasings) add(p, `error ${e.name}`);
    itemsErr.add(e.item);
    phasesErr.add(e.phase);
    totPhrasings += e.phrasings.length;
  }
  if (c.errors.length < 8) fail(`${c.id}: only ${c.errors.length} errors`);
  totErrors += c.errors.length;
  // Labelled utterances (none here), checked anyway.
  for (const u of c.utterances) {
    const ph = u.phase ?? 0;
    if (ph < 0 || ph >= nPhases) fail(`${c.id}: utterance phase out of range: ${u.text}`);
    add(u.text, 'utterance');
    const items = u.labels.map((l) => l.item);
    if (new Set(items).size !== items.length) fail(`${c.id}: item twice in one message: ${u.text}`);
    const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
    if (u.kind === 'danger' && !hasWrong) fail(`${c.id}: danger without wrong: ${u.text}`);
    if (u.kind !== 'danger' && hasWrong) fail(`${c.id}: wrong outside danger: ${u.text}`);
    if (u.kind === 'safe' && (u.labels.length !== 0 || !u.expect)) fail(`${c.id}: bad safe: ${u.text}`);
  }
  console.log(
    `${c.id}: phases ${nPhases}, runs ${c.runs.length} (${c.runs.map((r) => r.messages.length).join('/')} messages), errors ${c.errors.length} (${c.errors.reduce((s, e) => s + e.phrasings.length, 0)} phrasings) over items [${[...itemsErr].join(', ')}] and phases [${[...phasesErr].sort().join(', ')}], utterances ${c.utterances.length}`,
  );
}
console.log(
  `total: ${TUNING_C_RUNS.length} cases, ${totRuns} runs, ${totRunMsgs} run messages, ${totErrors} errors, ${totPhrasings} error phrasings`,
);
if (problems.length) {
  console.log(`PROBLEMS (${problems.length}):`);
  for (const p of problems) console.log(`  ${p}`);
  process.exit(1);
}
console.log('all checks pass');
