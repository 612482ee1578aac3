/** A small case, a conversation and turn helpers shared by the LLM tutor's tests. */

import { expect } from 'vitest';
import { defaultReply, type FakeOpenAi } from '../../../../test/fake-openai-server.ts';
import { type CaseDocument, CaseDocumentSchema } from '../../../contract/case.ts';
import type { TutorConversation } from '../tutor.ts';
import { LlmTutor, type LlmTutorOptions } from './llm-tutor.ts';

export const sampleCase: CaseDocument = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation: 'A 6-month-old with bronchiolitis and increasing work of breathing.',
    objectives: { objective1: 'Select the correct mask size' },
    patientReport: {
      basicInformation: {
        name: 'Baby Lila',
        age: 0.5,
        sex: 'F',
        weight: 7.2,
        diagnosis: 'RSV bronchiolitis',
      },
    },
  },
  Phases: [
    {
      initialState: 'Apneic, cyanotic',
      vitalSigns: { hr: 88, rr: 0, o2: 72, nibp: '70/40' },
      hardStop: { maskPositioning: 'Mask covers the eyes' },
    },
  ],
});

/** A conversation as the chat service keeps it: each turn's returned state becomes the next turn's. */
export type StoredConversation = Omit<TutorConversation, 'state'> & { state: Record<string, unknown> };

export function makeConversation(overrides: Partial<TutorConversation> = {}): StoredConversation {
  return {
    caseDoc: sampleCase,
    state: {},
    history: [],
    images: [
      { id: 7, title: 'Infant mask sizes', tags: ['mask', 'bvm'] },
      { id: 12, title: 'Jaw thrust', tags: [] },
    ],
    instructionText: 'You are PAMA, the airway tutor. Be concise.',
    now: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}

/** The fixture key: tests assert it never shows up in what the trainee or a log sees. */
export const KEY = 'sk-test-secret-key-1234';
/** Short, so the timeout tests run fast; chunk delays in the tests are chosen around it. */
export const TIMEOUT_MS = 300;

export const tutorAt = (fake: FakeOpenAi, options: Partial<LlmTutorOptions> = {}) =>
  new LlmTutor({ baseUrl: fake.url, apiKey: KEY, model: 'gpt-test', timeoutMs: TIMEOUT_MS, ...options });

/**
 * Reads a whole turn, as the chat service does, and keeps the state the tutor returns on the conversation.
 * `onChunk` runs as each chunk is read (a slow reader, a client that goes away).
 */
export async function turn(
  tutor: LlmTutor,
  conversation: StoredConversation,
  input = 'I check the airway',
  onChunk?: (chunk: string) => unknown,
) {
  const started = performance.now();
  const chunks: string[] = [];
  const reply = tutor.respond(conversation, input);
  for (let next = await reply.next(); ; next = await reply.next()) {
    if (next.done) {
      conversation.state = next.value.state;
      break;
    }
    chunks.push(next.value);
    await onChunk?.(next.value);
  }
  return { chunks, ms: performance.now() - started };
}

/** After a failure the same tutor and conversation must work again: the fake's unscripted reply. */
export async function expectNextTurnWorks(tutor: LlmTutor, conversation: StoredConversation) {
  const { chunks } = await turn(tutor, conversation, 'Again');
  expect(chunks).toEqual(defaultReply);
  expect(conversation.state.lastTurnFailed).toBe(false);
  expect(conversation.state).not.toHaveProperty('lastError');
}
