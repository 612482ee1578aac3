import { CaseDocumentSchema, CompleteCaseDocumentSchema } from '../../src/contract/case.ts';
import type { HeldOutCase } from './held-out-types.ts';

/**
 * The count scripts of the blind sets' parts (`npx node eval/<set>/<part>/count.ts`): they print what a part holds
 * and check its shape, for its authors while they write it; the score is never theirs to see.
 */

/** A part of single labelled messages: counts by case, item and kind, and the checks of its brief. */
export function countMessageSet(cases: HeldOutCase[], minMessages: number): void {
  const problems: string[] = [];
  const items = Array.from({ length: 20 }, (_, i) => `BMV-${i + 1}`);
  const byItem = new Map(items.map((id) => [id, { all: 0, ok: 0, wrong: 0, none: 0 }]));
  const kinds = new Map<string, number>();
  let total = 0;
  let several = 0;
  let negations = 0;
  let negatedOk = 0;
  let questionsOrHypotheticals = 0;
  let dangersAll = 0;
  let safesAll = 0;

  for (const c of cases) {
    try {
      CaseDocumentSchema.parse(c.caseDoc);
    } catch (error) {
      problems.push(`${c.id}: CaseDocumentSchema: ${String(error)}`);
    }
    try {
      CompleteCaseDocumentSchema.parse(c.caseDoc);
    } catch (error) {
      problems.push(`${c.id}: CompleteCaseDocumentSchema: ${String(error)}`);
    }
    const phases = c.caseDoc.Phases.length;
    if (c.requiredByPhase.length !== phases)
      problems.push(`${c.id}: requiredByPhase has ${c.requiredByPhase.length} entries`);
    if (c.setup.length !== phases) problems.push(`${c.id}: setup has ${c.setup.length} entries`);
    const last = c.caseDoc.Phases[phases - 1];
    if (last && Object.values(last.hardStop).some((t) => t !== ''))
      problems.push(`${c.id}: last phase has hard stops`);
    const seen = new Set<string>();
    const perPhase = new Map<number, number>();
    let dangers = 0;
    let safes = 0;
    for (const u of c.utterances) {
      total++;
      const phase = u.phase ?? 0;
      perPhase.set(phase, (perPhase.get(phase) ?? 0) + 1);
      if (phase < 0 || phase >= phases - 1) problems.push(`${c.id}: phase ${phase} out of range: ${u.text}`);
      if (seen.has(u.text)) problems.push(`${c.id}: duplicate text: ${u.text}`);
      seen.add(u.text);
      const ids = u.labels.map((l) => l.item);
      if (new Set(ids).size !== ids.length) problems.push(`${c.id}: item twice: ${u.text}`);
      const hasWrong = u.labels.some((l) => l.verdict === 'wrong');
      if (u.kind === 'danger' && !hasWrong) problems.push(`${c.id}: danger without wrong: ${u.text}`);
      if (u.kind !== 'danger' && hasWrong) problems.push(`${c.id}: wrong outside danger: ${u.text}`);
      if (u.kind === 'safe' && (u.labels.length > 0 || !u.expect))
        problems.push(`${c.id}: bad safe: ${u.text}`);
      if (u.kind !== 'safe' && u.labels.length === 0) problems.push(`${c.id}: no labels: ${u.text}`);
      if ((u.kind === 'question' || u.kind === 'hypothetical') && u.labels.some((l) => l.verdict !== 'none'))
        problems.push(`${c.id}: question/hypothetical with a verdict other than none: ${u.text}`);
      if (u.kind === 'danger') dangers++;
      if (u.kind === 'safe') safes++;
      if (u.kind === 'negation') negations++;
      if (u.kind === 'question' || u.kind === 'hypothetical') questionsOrHypotheticals++;
      if (u.labels.filter((l) => l.verdict === 'ok').length > 1) several++;
      if (u.kind === 'negation' && u.labels.some((l) => l.verdict === 'ok')) negatedOk++;
      const kind = u.kind === 'safe' ? `safe/${u.expect}` : u.kind;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      for (const l of u.labels) {
        const row = byItem.get(l.item);
        if (!row) {
          problems.push(`${c.id}: unknown item ${l.item}`);
          continue;
        }
        row.all++;
        row[l.verdict]++;
      }
    }
    dangersAll += dangers;
    safesAll += safes;
    const phaseText = [...perPhase.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([p, n]) => `P${p} ${n}`)
      .join(', ');
    console.log(`${c.id}: ${c.utterances.length} messages (${dangers} danger, ${safes} safe; ${phaseText})`);
  }

  console.log(
    `\ntotal ${total} messages; ${dangersAll} danger; ${safesAll} safe; ${negations} negations (${negatedOk} labelled ok); ${questionsOrHypotheticals} questions or hypotheticals; ${several} with more than one item ok\n`,
  );
  console.log('item    all   ok wrong none');
  for (const [id, r] of byItem) {
    console.log(
      `${id.padEnd(7)}${String(r.all).padStart(4)}${String(r.ok).padStart(5)}${String(r.wrong).padStart(6)}${String(r.none).padStart(5)}`,
    );
    if (r.all < 12) problems.push(`${id}: labelled only ${r.all} times (target 12)`);
  }
  console.log('\nkind');
  for (const [k, n] of [...kinds.entries()].sort()) console.log(`${k.padEnd(18)}${n}`);
  if (total < minMessages) problems.push(`only ${total} messages (target ${minMessages})`);
  if (dangersAll < 42) problems.push(`only ${dangersAll} dangers (target 42)`);
  if (safesAll < 28) problems.push(`only ${safesAll} safe (target 28)`);
  if (negations < 15) problems.push(`only ${negations} negations (target 15)`);
  if (questionsOrHypotheticals < 15)
    problems.push(`only ${questionsOrHypotheticals} questions or hypotheticals (target 15)`);
  if (problems.length > 0) {
    console.log('\nPROBLEMS');
    for (const p of problems) console.log(p);
    process.exitCode = 1;
  } else {
    console.log('\nchecks passed');
  }
}

/** A part of whole correct runs and single errors: counts by case and item, and the checks of its brief. */
export function countRunSet(cases: HeldOutCase[]): void {
  const problems: string[] = [];
  const STYLES = [
    'full sentences',
    'terse shorthand',
    'one action per message',
    'other order',
    'typos and spellings',
  ];
  const byItem = new Map<string, [number, number]>();
  let runs = 0;
  let messages = 0;
  let errors = 0;
  let phrasings = 0;
  for (const c of cases) {
    try {
      CaseDocumentSchema.parse(c.caseDoc);
      CompleteCaseDocumentSchema.parse(c.caseDoc);
    } catch (e) {
      problems.push(`${c.id}: case document refused: ${String(e)}`);
    }
    const phases = c.caseDoc.Phases.length;
    if (c.requiredByPhase.length !== phases) problems.push(`${c.id}: requiredByPhase length`);
    if (c.setup.length !== phases) problems.push(`${c.id}: setup length`);
    if ((c.setup[phases - 1] ?? []).length !== 0) problems.push(`${c.id}: last phase's setup not empty`);
    if ((c.requiredByPhase[phases - 1] ?? []).length !== 0)
      problems.push(`${c.id}: last phase requires items`);
    for (let p = 0; p < phases - 1; p++)
      if ((c.setup[p] ?? []).length === 0) problems.push(`${c.id}: setup of phase ${p} empty`);
    const allRequired = c.requiredByPhase.flat();
    if (new Set(allRequired).size !== allRequired.length)
      problems.push(`${c.id}: an item required in two phases`);
    for (const id of allRequired)
      if (!/^BMV-([1-9]|1[0-9]|20)$/.test(id))
        problems.push(`${c.id}: unknown item ${id} in requiredByPhase`);
    const styles = c.runs.map((r) => r.style);
    if (new Set(styles).size !== styles.length) problems.push(`${c.id}: repeated style`);
    for (const s of STYLES) if (!styles.includes(s as never)) problems.push(`${c.id}: no run in style ${s}`);
    if (c.utterances.length !== 0) problems.push(`${c.id}: utterances not empty`);
    const seen = new Set<string>();
    const texts = [...c.runs.flatMap((r) => r.messages), ...c.errors.flatMap((e) => e.phrasings)];
    for (const t of texts) {
      const k = t.trim().toLowerCase();
      if (k === '') problems.push(`${c.id}: empty text`);
      if (seen.has(k)) problems.push(`${c.id}: duplicate text "${t}"`);
      seen.add(k);
    }
    const names = new Set<string>();
    for (const e of c.errors) {
      if (names.has(e.name)) problems.push(`${c.id}: error name twice: ${e.name}`);
      names.add(e.name);
      if (e.phase < 0 || e.phase >= phases) problems.push(`${c.id}: ${e.name} phase out of range`);
      else if (!c.requiredByPhase[e.phase]?.includes(e.item))
        problems.push(`${c.id}: ${e.name} item ${e.item} not required in phase ${e.phase}`);
      if (e.phrasings.length < 2 || e.phrasings.length > 3)
        problems.push(`${c.id}: ${e.name} has ${e.phrasings.length} phrasings (2-3 wanted)`);
      const [n, p] = byItem.get(e.item) ?? [0, 0];
      byItem.set(e.item, [n + 1, p + e.phrasings.length]);
    }
    if (c.errors.length < 9 || c.errors.length > 12) problems.push(`${c.id}: ${c.errors.length} errors`);
    const m = c.runs.reduce((s, r) => s + r.messages.length, 0);
    const ph = c.errors.reduce((s, e) => s + e.phrasings.length, 0);
    const errorPhases = [0, 1, 2].map((p) => c.errors.filter((e) => e.phase === p).length).join('/');
    console.log(
      `${c.id}: runs ${c.runs.length} (${m} messages), errors ${c.errors.length} (P0/P1/P2 ${errorPhases}), phrasings ${ph}`,
    );
    runs += c.runs.length;
    messages += m;
    errors += c.errors.length;
    phrasings += ph;
  }
  console.log(`total: runs ${runs} (${messages} messages), errors ${errors}, phrasings ${phrasings}`);
  const items = [...byItem.entries()].sort((a, b) => Number(a[0].slice(4)) - Number(b[0].slice(4)));
  console.log(`by item (errors/phrasings): ${items.map(([i, [n, p]]) => `${i} ${n}/${p}`).join(', ')}`);
  if (runs < 20) problems.push(`only ${runs} runs`);
  if (errors < 36) problems.push(`only ${errors} errors`);
  if (phrasings < 75) problems.push(`only ${phrasings} phrasings`);
  if (problems.length > 0) {
    console.log(`PROBLEMS:\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else console.log('checks: ok');
}
