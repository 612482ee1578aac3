import type { Tutor, TutorConversation, TutorReply } from '../tutor.ts';
import { chunkReply } from './chunks.ts';
import { runTurn } from './turn.ts';

/**
 * The embedded, deterministic tutor: it runs any case in the project's case format over chat, offline. Each
 * reply depends only on the case, the conversation's state, the input and `now`; the new state is returned with
 * the reply (the caller persists it) and the reply is streamed in pieces.
 */
export class ScenarioEngine implements Tutor {
  readonly kind = 'engine' as const;
  readonly model = undefined;

  async *respond(conversation: TutorConversation, input: string): TutorReply {
    const { state, reply } = runTurn({
      caseDoc: conversation.caseDoc,
      state: conversation.state,
      input,
      now: conversation.now,
      images: conversation.images,
    });
    const outcome = { state: state as unknown as Record<string, unknown> };
    for (const chunk of chunkReply(reply)) {
      if (conversation.signal?.aborted) break;
      yield chunk;
    }
    return outcome;
  }
}
