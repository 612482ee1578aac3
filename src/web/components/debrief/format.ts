import type { ItemOutcomeCode } from '../../../contract/chat-state.ts';

/** "1:05" from milliseconds since "Begin Simulation". */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Each outcome with an icon and words, so that it never rests on colour alone. */
export const OUTCOME_TEXT: Record<ItemOutcomeCode, { icon: string; text: string }> = {
  done: { icon: '✓', text: 'Done' },
  'done-after-stop': { icon: '↺', text: 'Done after a stop' },
  'not-done': { icon: '✗', text: 'Not done' },
  'not-required': { icon: '–', text: 'Not required' },
};
