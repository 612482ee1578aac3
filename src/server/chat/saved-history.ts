import type { StoredChatHistory } from '../../contract/chat.ts';
import type { Principal } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { savedHistories } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { chatRepository } from './repository.ts';

/** Save button: the client's grouped history, kept as sent, under the caller's current participant. */
export async function saveClientHistory(db: Db, who: Principal, history: StoredChatHistory) {
  const participantId = await chatRepository(db).currentParticipant(who.sub);
  if (!participantId) throw new HttpError(409, 'No participant ID is set: enter one before saving.');
  await db.insert(savedHistories).values({ userSub: who.sub, participantId, history });
}
