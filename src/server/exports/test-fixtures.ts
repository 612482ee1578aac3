import { expect } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, type TestApp } from '../../../test/app.ts';
import { freePort } from '../../../test/ports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { CaseDocumentSchema } from '../../contract/case.ts';
import { CHECKLIST_ITEM_IDS } from '../../contract/checklist.ts';
import { type ObserverItems, observerTotal } from '../../contract/study.ts';
import { casesRepository } from '../cases/repository.ts';
import { observerAssessmentRevisions, observerAssessments, savedHistories } from '../db/schema.ts';

/** A one-phase case: choosing the right equipment finishes it, so a test reaches the debrief in one action. */
export const ONE_PHASE_CASE = CaseDocumentSchema.parse({
  'Scenario Outline': {
    casePresentation: 'A 2-year-old girl with bronchiolitis is apnoeic on the ward.',
    patientReport: {
      basicInformation: { name: 'TG', age: 2, sex: 'female', weight: 12, diagnosis: 'bronchiolitis' },
    },
  },
  Phases: [
    {
      initialState: 'Apnoeic, cyanotic.',
      vitalSigns: { hr: 140, rr: 0, temp: 37.8, nibp: '90/55', o2: 70, co2: null },
      hardStop: { ventilationEquipment: 'Selects a mask of suitable size and connects the bag to oxygen' },
    },
  ],
});
export const RIGHT_EQUIPMENT = 'Child mask, 500 mL self-inflating bag connected to oxygen at 15 L/min.';

export type Api = { url: string; admin: string; resident: string };

export async function listen(t: TestApp): Promise<Api> {
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    admin: await t.tokenFor(ADMIN_EMAIL),
    resident: await t.tokenFor(RESIDENT_EMAIL),
  };
}

export const postJson = (api: Api, path: string, body: unknown, token = api.admin) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A resident plays the one-phase case to its debrief under `participantId`, saying `extra` on the way. */
export async function playToDebrief(api: Api, t: TestApp, participantId: string, extra: string[] = []) {
  await casesRepository(t.database.db).create(ONE_PHASE_CASE, 'test');
  const cases = await casesRepository(t.database.db).list();
  const caseId = cases.at(-1)?.id;
  // An admin may choose the case; the resident's own runs draw one at random.
  const init = await postJson(api, '/init-conversation', { participantID: participantId, caseId });
  expect(init.status, await init.clone().text()).toBe(200);
  let last = '';
  for (const text of ['Begin Simulation', ...extra, RIGHT_EQUIPMENT]) {
    const posted = await postJson(api, '/submit-user-input', { text });
    expect(posted.status, await posted.clone().text()).toBe(200);
    const stream = await readChatStream(api.url, api.admin);
    expect(stream.closed).toBe(true);
    last = stream.text;
  }
  expect(last).toContain('**Debrief**');
  return { caseId };
}

/** An observer checklist (all items done but the first), stored with its first revision. */
export async function addAssessment(
  t: TestApp,
  participantId: string,
  values: { timePoint: 'pre' | 'post'; comment?: string; revisionParticipantId?: string },
) {
  const items = Object.fromEntries(
    CHECKLIST_ITEM_IDS.map((id, i) => [
      id,
      i === 0
        ? { result: 'not_done', ...(values.comment ? { comment: values.comment } : {}) }
        : { result: 'done' },
    ]),
  ) as ObserverItems;
  const [row] = await t.database.db
    .insert(observerAssessments)
    .values({
      participantId,
      timePoint: values.timePoint,
      arm: 'chatbot',
      assessor: 'Dr Observer',
      caseTitle: 'Manikin: apnoeic toddler',
      items,
      total: observerTotal(items),
      createdBySub: 'test',
      createdByEmail: ADMIN_EMAIL,
    })
    .returning();
  if (!row) throw new Error('no assessment');
  await t.database.db.insert(observerAssessmentRevisions).values({
    assessmentId: row.id,
    version: 1,
    participantId: values.revisionParticipantId ?? participantId,
    content: { participantID: participantId, items },
    savedBySub: 'test',
  });
  return row;
}

export async function addSavedHistory(t: TestApp, participantId: string) {
  await t.database.db
    .insert(savedHistories)
    .values({ userSub: 'test', participantId, history: [{ id: 1, messages: [] }] });
}
