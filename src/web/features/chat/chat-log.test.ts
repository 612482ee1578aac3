import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../contract/chat.ts';
import type { Debrief, Stop } from '../../../contract/chat-state.ts';
import {
  type ChatLog,
  type ChatLogAction,
  chatLogReducer,
  imageRequestsIn,
  nextMessageId,
  withoutImageMarkers,
} from './chat-log.ts';

const empty: ChatLog = { startedAt: '2025-01-01T00:00:00.000Z', messages: [], notices: [], marks: {} };
const run = (actions: ChatLogAction[], from: ChatLog = empty) => actions.reduce(chatLogReducer, from);
const user = (text: string): ChatMessage => ({ id: 1, text, sender: 'user', type: 'text' });

const stop: Stop = {
  rewindToPhase: 1,
  attempt: 2,
  reasons: [{ item: 'BMV-8', what: 'Too big.', why: 'Covers the eyes.', instead: 'A child mask.' }],
};
const debrief: Debrief = { items: [], stops: [], stopCount: 0, totalMs: 1000, done: 0, expected: 0 };

describe('chatLogReducer', () => {
  it('marks the reply a stop or the debrief came with, the debrief only on the reply that ended the case', () => {
    const log = run([
      { type: 'add', message: user('adult mask') },
      { type: 'chunk', text: '**Pause.**', id: 10 },
      { type: 'endStream' },
      { type: 'mark', mark: { stop } },
      { type: 'add', message: user('last move') },
      { type: 'chunk', text: '**Debrief**', id: 11 },
      { type: 'endStream' },
      { type: 'mark', mark: { debrief } },
      { type: 'add', message: user('thanks') },
      { type: 'chunk', text: 'The case is complete.', id: 12 },
      { type: 'endStream' },
      { type: 'mark', mark: { debrief } },
    ]);
    expect(log.marks).toEqual({ 1: { stop }, 3: { debrief } });
    expect(run([{ type: 'clear', startedAt: 'later' }], log).marks).toEqual({});
  });

  it('gathers the chunks of one reply into one streamed bot message', () => {
    const log = run([
      { type: 'add', message: user('Begin Simulation') },
      { type: 'chunk', text: 'A 2-year-old ', id: 10 },
      { type: 'chunk', text: 'arrives.', id: 11 },
    ]);
    expect(log.messages).toEqual([
      user('Begin Simulation'),
      { id: 10, text: 'A 2-year-old arrives.', sender: 'bot', type: 'text', isStreamed: true },
    ]);
  });

  it('ends the stream by clearing the flag, and the next reply starts its own message', () => {
    const log = run([
      { type: 'chunk', text: 'First.', id: 10 },
      { type: 'endStream' },
      { type: 'chunk', text: 'Second.', id: 20 },
    ]);
    expect(log.messages).toEqual([
      { id: 10, text: 'First.', sender: 'bot', type: 'text' },
      { id: 20, text: 'Second.', sender: 'bot', type: 'text', isStreamed: true },
    ]);
    expect(log.messages[0]).not.toHaveProperty('isStreamed');
  });

  it('never appends a chunk to a finished bot message or to a user message', () => {
    const log = run([
      { type: 'add', message: { id: 5, text: 'Hello', sender: 'bot', type: 'text' } },
      { type: 'chunk', text: 'new', id: 6 },
    ]);
    expect(log.messages.map((m) => m.text)).toEqual(['Hello', 'new']);
  });

  it('places notices after the messages that came before them, and clear empties both', () => {
    const log = run([
      { type: 'notice', text: 'first', id: 1 },
      { type: 'add', message: user('hi') },
      { type: 'notice', text: 'second', id: 2 },
    ]);
    expect(log.notices.map((n) => [n.text, n.after])).toEqual([
      ['first', 0],
      ['second', 1],
    ]);
    const cleared = chatLogReducer(log, { type: 'clear', startedAt: 'later' });
    expect(cleared).toEqual({ startedAt: 'later', messages: [], notices: [], marks: {} });
  });

  it('does not change the state it is given', () => {
    const before = run([{ type: 'chunk', text: 'a', id: 1 }]);
    const snapshot = structuredClone(before);
    run([{ type: 'chunk', text: 'b', id: 2 }, { type: 'endStream' }], before);
    expect(before).toEqual(snapshot);
  });
});

describe('imageRequestsIn', () => {
  it('finds related and instruction images by id', () => {
    expect(imageRequestsIn('The chest rises. Related image found, image id is 7')).toEqual([
      { imageId: '7', kind: 'related' },
    ]);
    expect(imageRequestsIn('Tilt the head.\nInstruction image found, image id is 12.')).toEqual([
      { imageId: '12', kind: 'instruction' },
    ]);
    expect(imageRequestsIn('No image here. image id is 3')).toEqual([]);
  });
});

describe('nextMessageId', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // A clock held still, then moved: the same millisecond is certain (not left to how fast the loop runs), and
  // nothing depends on how long the test takes (an id compared with a later Date.now() could be a second off).
  it('gives increasing timestamp ids, even within one millisecond', () => {
    // Ahead of any id made earlier in this file, so the clock alone decides.
    const now = Date.now() + 60_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    const ids = Array.from({ length: 50 }, () => nextMessageId());
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => now + i));
    // Once the clock passes the nudged ids, they are the time again.
    clock.mockReturnValue(now + 1000);
    expect(nextMessageId()).toBe(now + 1000);
    // A clock set back never gives an id already given.
    clock.mockReturnValue(now);
    expect(nextMessageId()).toBe(now + 1001);
  });
});

describe('the image markers', () => {
  it('are never shown, wherever they sit in the reply', () => {
    expect(withoutImageMarkers('Good seal.\n\nRelated image found, image id is 5')).toBe('Good seal.');
    expect(withoutImageMarkers('Instruction image found, image id is 12. Now bag gently.')).toBe(
      'Now bag gently.',
    );
    expect(withoutImageMarkers('No marker here.')).toBe('No marker here.');
  });
});
