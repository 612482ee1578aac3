import { caseAssignmentsRepository } from './cases/assignments.ts';
import { casesRepository } from './cases/repository.ts';
import { chatRepository } from './chat/repository.ts';
import { savedHistoryRepository } from './chat/saved-history.ts';
import type { Db } from './db/client.ts';
import { imagesRepository } from './images/repository.ts';
import { instructionsRepository } from './instructions/repository.ts';

/** The repositories the services share, built once by app.ts and handed to whoever needs them. */
export function repositories(db: Db) {
  const cases = casesRepository(db);
  return {
    cases,
    caseAssignments: caseAssignmentsRepository(db, cases),
    instructions: instructionsRepository(db),
    images: imagesRepository(db),
    chats: chatRepository(db),
    savedHistories: savedHistoryRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositories>;
