import { CHECKLIST, CHECKLIST_GROUPS, checklistItem, checklistItemsOf } from '../../../contract/checklist.ts';
import type { EngineState } from './state.ts';
import type { ItemId } from './types.ts';

export type ItemOutcome = 'done' | 'done after a hard stop' | 'not done' | 'not required in this case';

/** "1:05" from milliseconds. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function itemOutcome(state: EngineState, item: ItemId, required: Set<ItemId>): ItemOutcome {
  const record = state.items[item];
  if (record && record.doneAtMs !== null) return record.stops > 0 ? 'done after a hard stop' : 'done';
  return required.has(item) || (record?.stops ?? 0) > 0 ? 'not done' : 'not required in this case';
}

/** The checklist, item by item, with the outcome and the time from "Begin Simulation". */
export function checklistScore(
  state: EngineState,
  required: Set<ItemId>,
): { item: ItemId; outcome: ItemOutcome; atMs: number | null }[] {
  return CHECKLIST.map((entry) => ({
    item: entry.id,
    outcome: itemOutcome(state, entry.id, required),
    atMs: state.items[entry.id]?.doneAtMs ?? null,
  }));
}

/** Items done without a hard stop, group by group. */
function wentWell(state: EngineState, required: Set<ItemId>): string[] {
  const lines: string[] = [];
  for (const group of CHECKLIST_GROUPS) {
    const clean = checklistItemsOf(group.id)
      .map((entry) => entry.id)
      .filter((item) => itemOutcome(state, item, required) === 'done');
    if (clean.length === 0) continue;
    const labels = clean.map((item) => checklistItem(item).label.toLowerCase());
    lines.push(`- ${group.title}: ${labels.join(', ')}.`);
  }
  return lines.length > 0
    ? lines
    : ['- You worked through the case to the end: that is where practice starts.'];
}

/** Hard stops (first reason per item), required items left undone, and corrections that did not stop. */
function toPractise(state: EngineState, required: Set<ItemId>): string[] {
  const lines: string[] = [];
  const stopped = new Set<ItemId>();
  for (const stop of state.hardStops) {
    if (stopped.has(stop.item)) continue;
    stopped.add(stop.item);
    lines.push(`- ${checklistItem(stop.item).label}: ${stop.what}`);
  }
  for (const entry of CHECKLIST) {
    if (itemOutcome(state, entry.id, required) === 'not done' && !stopped.has(entry.id)) {
      lines.push(`- ${entry.label}: not done. ${entry.text}`);
    }
  }
  lines.push(...notesOf(state, 'correction'));
  return lines.length > 0 ? lines.slice(0, 12) : ['- Nothing major: keep this standard and work on speed.'];
}

function notesOf(state: EngineState, kind: 'correction' | 'caution'): string[] {
  const texts = new Set(state.notes.filter((note) => note.kind === kind).map((note) => note.text));
  return [...texts].slice(0, 6).map((text) => `- ${text}`);
}

/**
 * Hard stops are counted per checklist item (as the exports count them); one message can hold two errors and
 * pause the scenario once for both, which the resident should read as one pause, not two.
 */
function stopCount(state: EngineState): string {
  const stops = state.hardStops.length;
  const pauses = new Set(state.hardStops.map((stop) => `${stop.phase}/${stop.attempt}/${stop.atMs}`)).size;
  return pauses === stops ? String(stops) : `${stops} (in ${pauses} ${pauses === 1 ? 'pause' : 'pauses'})`;
}

/** The end-of-case debrief: summary, what went well, what to practise, the checklist and the hard stops. */
export function debrief(state: EngineState, required: Set<ItemId>, totalMs: number): string {
  const score = checklistScore(state, required);
  const counted = score.filter((s) => s.outcome !== 'not required in this case');
  const done = counted.filter((s) => s.outcome.startsWith('done')).length;
  const lines = [
    '**Debrief**',
    `The case is complete. Time from Begin Simulation: ${clock(totalMs)}. Checklist items done: ${done} of ${counted.length} expected. Hard stops: ${stopCount(state)}.`,
    '',
    '**What went well**',
    ...wentWell(state, required),
    '',
    '**What to practise**',
    ...toPractise(state, required),
    '',
    ...(notesOf(state, 'caution').length > 0 ? ['**Keep in mind**', ...notesOf(state, 'caution'), ''] : []),
    '**Checklist**',
  ];
  for (const group of CHECKLIST_GROUPS) {
    lines.push(`**${group.title}**`);
    for (const { id: item } of checklistItemsOf(group.id)) {
      const entry = checklistItem(item);
      const s = score.find((row) => row.item === item);
      const time = s && s.atMs !== null ? ` at ${clock(s.atMs)}` : '';
      lines.push(`- ${entry.number}. ${withoutStop(entry.text)}: ${s?.outcome ?? 'not done'}${time}`);
    }
  }
  lines.push('', '**Hard stops**');
  if (state.hardStops.length === 0) lines.push('- None.');
  for (const stop of state.hardStops) {
    lines.push(
      `- Phase ${stop.phase + 1}, attempt ${stop.attempt}, at ${clock(stop.atMs)}: ${stop.item} ${stop.what}`,
    );
  }
  lines.push('', 'Press New case to run the case again.');
  return lines.join('\n');
}

/** "Keeps pressure off the eyes." -> "Keeps pressure off the eyes", to be followed by ": done". */
function withoutStop(text: string): string {
  return text.endsWith('.') ? text.slice(0, -1) : text;
}
