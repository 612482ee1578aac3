import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { MAX_INSTRUCTION_CHARS } from '../../contract/api.ts';
import { usersRepository } from '../auth/users.ts';
import { defaultInstructionText } from '../instructions/default-text.ts';
import { instructionsRepository } from '../instructions/repository.ts';
import { seedDefaultInstruction } from '../instructions/seed.ts';

let t: TestApp;
let admin: string;
let resident: string;
beforeAll(async () => {
  t = await startTestApp();
  // A no-op if first-start seeding already did it: either way version 1 is the default text.
  await seedDefaultInstruction(t.database.db);
  admin = await t.tokenFor(ADMIN_EMAIL);
  resident = await t.tokenFor(RESIDENT_EMAIL);
});
afterAll(async () => t?.close());

/** `null` is an anonymous caller (undefined would select the parameter defaults). */
const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
const read = (token: string | null = admin) =>
  t.app.inject({ method: 'GET', url: '/api/instruction-text', headers: auth(token) });
const save = (payload: unknown, token: string | null = admin, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/save-instruction-text',
    payload: payload as string,
    headers: { ...auth(token), ...headers },
  });

describe('GET /api/instruction-text', () => {
  it('answers the current text as plain text, with its version and date in headers', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const latest = await instructionsRepository(t.database.db).latest();
    expect(response.body).toBe(latest?.text);
    expect(response.headers['x-instruction-version']).toBe(String(latest?.id));
    expect(response.headers['x-instruction-saved-at']).toBe(latest?.createdAt.toISOString());
  });

  it('starts from the seeded default text', async () => {
    const [first] = (await instructionsRepository(t.database.db).history(1000)).reverse();
    expect(first?.text).toBe(defaultInstructionText);
    expect(first?.createdBy).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await read(resident)).statusCode).toBe(403);
    expect((await read(null)).statusCode).toBe(401);
  });
});

describe('POST /api/save-instruction-text', () => {
  it('saves every save as a new version; the latest wins and records who saved it', async () => {
    const first = await save({ text: 'Version A: be brief.' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      message: expect.stringMatching(/saved/i),
      version: expect.any(Number),
      savedAt: expect.any(String),
    });
    const second = await save({ text: 'Version B: be brief,\nand kind. SpO₂ ≥ 94 % ✓' });
    expect(second.json().version).toBeGreaterThan(first.json().version);

    const current = await read();
    expect(current.body).toBe('Version B: be brief,\nand kind. SpO₂ ≥ 94 % ✓');
    expect(current.headers['x-instruction-version']).toBe(String(second.json().version));
    expect(current.headers['x-instruction-saved-at']).toBe(second.json().savedAt);

    const [b, a] = await instructionsRepository(t.database.db).history(2);
    expect([a?.text, a?.createdBy]).toEqual(['Version A: be brief.', ADMIN_EMAIL]);
    expect([b?.text, b?.createdBy]).toEqual(['Version B: be brief,\nand kind. SpO₂ ≥ 94 % ✓', ADMIN_EMAIL]);
  });

  it('records the subject when the token carries no e-mail', async () => {
    // A token of the admin account as a script might hold it: no e-mail claim, the account's version.
    const account = await usersRepository(t.database.db).findByEmail(ADMIN_EMAIL);
    const service = await t.signToken({ sub: account?.id, account_version: account?.authVersion });
    const response = await save({ text: 'Saved by a script.' }, service);
    expect(response.statusCode).toBe(200);
    const [latest] = await instructionsRepository(t.database.db).history(1);
    expect(latest?.createdBy).toBe(account?.id);
  });

  it('keeps the exact text, up to the size limit', async () => {
    const text = `  leading spaces kept\n${'x'.repeat(MAX_INSTRUCTION_CHARS - 22)}`;
    expect(text).toHaveLength(MAX_INSTRUCTION_CHARS);
    expect((await save({ text })).statusCode).toBe(200);
    expect((await read()).body).toBe(text);
  });

  it.each<[string, unknown, Record<string, string>?]>([
    ['no text', {}],
    ['a number', { text: 42 }],
    ['empty text', { text: '' }],
    ['whitespace only', { text: ' \n\t ' }],
    ['text over the limit', { text: 'x'.repeat(MAX_INSTRUCTION_CHARS + 1) }],
    ['a plain-text body', 'just text', { 'content-type': 'text/plain' }],
    ['malformed JSON', '{"text": ', { 'content-type': 'application/json' }],
  ])('refuses %s with 400 and keeps the current version', async (_name, payload, headers) => {
    const before = await read();
    const response = await save(payload, admin, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
    const after = await read();
    expect(after.headers['x-instruction-version']).toBe(before.headers['x-instruction-version']);
  });

  it('is for admins only', async () => {
    const before = await read();
    expect((await save({ text: 'resident attempt' }, resident)).statusCode).toBe(403);
    expect((await save({ text: 'anonymous attempt' }, null)).statusCode).toBe(401);
    expect((await read()).body).toBe(before.body);
  });

  it('says whether the running tutor reads the instruction, and which version the conversations used', async () => {
    const usage = await t.app.inject({
      url: '/api/instruction-usage',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(usage.statusCode).toBe(200);
    const body = usage.json();
    // The test app runs the offline engine: it never reads the text.
    expect(body).toMatchObject({ tutor: 'engine', model: null, readsInstruction: false });
    expect(body.versions[0]).toMatchObject({ version: expect.any(Number), conversations: 0, byEngine: 0 });
    const denied = await t.app.inject({
      url: '/api/instruction-usage',
      headers: { authorization: `Bearer ${resident}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});
