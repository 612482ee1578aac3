import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { multipart, PNG } from '../../../test/fixtures/images.ts';

/**
 * Security finding 8: image changes, and reads of one participant's transcript, chat history or study
 * record, are in the audit log (the CLI's account changes are checked in cli.test.ts).
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor(ADMIN_EMAIL);
});
afterAll(async () => t?.close());

const auth = () => ({ authorization: `Bearer ${admin}` });
const audit = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/audit', headers: auth() })).json().events as {
    action: string;
    subject: string;
    actorEmail: string;
    details: Record<string, unknown>;
  }[];

it('records an image upload and delete, with who and what', async () => {
  const { payload, contentType } = await multipart({
    image: { bytes: PNG, name: 'seal.png', type: 'image/png' },
    title: 'Seal',
  });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/upload_image',
    payload,
    headers: { ...auth(), 'content-type': contentType },
  });
  expect(uploaded.statusCode).toBe(201);
  const { id } = uploaded.json();
  expect(
    (await t.app.inject({ method: 'DELETE', url: `/delete_image/${id}`, headers: auth() })).statusCode,
  ).toBe(200);
  const events = await audit();
  expect(events).toContainEqual(
    expect.objectContaining({
      action: 'image.upload',
      subject: String(id),
      actorEmail: ADMIN_EMAIL,
      details: { title: 'Seal', mime: 'image/png', size: PNG.byteLength },
    }),
  );
  expect(events).toContainEqual(expect.objectContaining({ action: 'image.delete', subject: String(id) }));
});

it("records reads of a participant's transcript, chat history and study record", async () => {
  for (const url of [
    '/api/transcripts/P-READ',
    '/get-conversation-history/P-READ?offset=0',
    '/api/study/participants/P-READ',
  ]) {
    expect((await t.app.inject({ method: 'GET', url, headers: auth() })).statusCode, url).toBe(200);
  }
  const reads = (await audit()).filter((e) => e.subject === 'P-READ').map((e) => e.action);
  expect(reads.sort()).toEqual(['history.read', 'participant.read', 'transcript.read']);
});
