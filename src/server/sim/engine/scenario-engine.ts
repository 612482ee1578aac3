import type { Tutor, TutorConversation } from '../tutor.ts';
import { chunkReply } from './chunks.ts';
import { runTurn } from './turn.ts';

/**
 * The embedded, deterministic tutor: it runs any case in the project's case format over chat, offline. Each
 * reply depends only on the case, the conversation's state, the input and `now`; the new state is put on the
 * conversation (the caller persists it) and the reply is streamed in pieces.
 */
export class ScenarioEngine implements Tutor {
  readonly kind = 'engine' as const;
  readonly model = undefined;

  async *respond(conversation: TutorConversation, input: string): AsyncIterable<string> {
    const { state, reply } = runTurn({
      caseDoc: conversation.caseDoc,
      state: conversation.state,
      input,
      now: conversation.now,
      images: conversation.images,
    });
    conversation.state = state as unknown as Record<string, unknown>;
    for (const chunk of chunkReply(reply)) {
      if (conversation.signal?.aborted) return;
      yield chunk;
    }
  }
}
