import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { HISTORY_PAGE_SIZE } from '../../contract/api.ts';
import { usersRepository } from '../auth/users.ts';
import { SAVED_HISTORY_LIMITS } from '../chat/saved-history.ts';
import { savedHistories } from '../db/schema.ts';
import { CHAT_TURNS_PER_MINUTE } from './chat.ts';

/**
 * Saved chat histories belong to the account that saved them: another resident typing the same
 * participant ID never replaces them. What one account may save, and send as chat turns, is bounded,
 * and an admin reads a participant's record a page at a time.
 */
const BOB = 'bob@example.org';

describeEachDatabase('saved histories and chat limits', (target) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ target, content: true });
    await usersRepository(t.database.db).create({
      email: BOB,
      password: 'bob-password-1',
      roles: ['resident'],
    });
    alice = await t.tokenFor(RESIDENT_EMAIL);
    bob = await t.tokenFor(BOB);
    admin = await t.tokenFor(ADMIN_EMAIL);
    // Seeding hashes three passwords with scrypt: seconds each on a busy machine.
  }, 180_000);
  afterAll(async () => t?.close());

  const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, headers: response.headers, json: () => response.json() };
  };
  const group = (timestamp: string | number, text: string) => ({
    timestamp,
    history: [{ id: 1, text, sender: 'user', type: 'text' }],
  });
  const history = async (participantId: string, offset = 0) =>
    (await call(admin, 'GET', `/get-conversation-history/${participantId}?offset=${offset}`)).json();

  it("keeps each account's group when two residents save the same participant ID and timestamp", async () => {
    const at = '2026-11-20T10:00:00.000Z';
    await call(alice, 'POST', '/set-participant-id', { participantID: 'P-TWIN' });
    expect((await call(alice, 'POST', '/submit-chat-history', [group(at, 'Alice: jaw thrust')])).status).toBe(
      200,
    );
    await call(bob, 'POST', '/set-participant-id', { participantID: 'P-TWIN' });
    expect((await call(bob, 'POST', '/submit-chat-history', [group(at, 'Bob: overwrite')])).status).toBe(200);
    // Bob saves again (his session goes on): only his own group is replaced.
    const bobLater = { ...group(at, 'Bob: overwrite'), history: [...group(at, 'Bob: overwrite').history] };
    bobLater.history.push({ id: 2, text: 'Bob: second try', sender: 'user', type: 'text' });
    expect((await call(bob, 'POST', '/submit-chat-history', [bobLater])).status).toBe(200);

    const page = await history('P-TWIN');
    const texts = page.conversationHistory.map((g: { savedBy: string; history: { text: string }[] }) => [
      g.savedBy,
      g.history.map((m) => m.text),
    ]);
    expect(texts).toEqual(
      expect.arrayContaining([
        [RESIDENT_EMAIL, ['Alice: jaw thrust']],
        [BOB, ['Bob: overwrite', 'Bob: second try']],
      ]),
    );
    expect(page.conversationHistory).toHaveLength(2);
    // Bob's first save is superseded by his second and no longer stored; Alice's is untouched.
    const rows = await t.database.db
      .select()
      .from(savedHistories)
      .where(eq(savedHistories.participantId, 'P-TWIN'));
    expect(rows.map((r) => r.userEmail).sort()).toEqual([BOB, RESIDENT_EMAIL]);
  });

  it('caps the saved sessions of one account for one participant (429), and pages them for admins', async () => {
    await call(alice, 'POST', '/set-participant-id', { participantID: 'P-MANY' });
    const base = Date.parse('2026-11-01T08:00:00.000Z');
    for (let i = 0; i < SAVED_HISTORY_LIMITS.savesPerAccount; i++) {
      const saved = await call(alice, 'POST', '/submit-chat-history', [
        group(base + i * 60_000, `session ${i}`),
      ]);
      expect(saved.status).toBe(200);
    }
    const refused = await call(alice, 'POST', '/submit-chat-history', [group(base - 60_000, 'one too many')]);
    expect(refused.status).toBe(429);
    expect(refused.json().error).toMatch(/50 at most/);
    // Bob's own saves for the same participant are not blocked by Alice's.
    await call(bob, 'POST', '/set-participant-id', { participantID: 'P-MANY' });
    expect((await call(bob, 'POST', '/submit-chat-history', [group(base, 'bob')])).status).toBe(200);

    const total = SAVED_HISTORY_LIMITS.savesPerAccount + 1;
    const first = await history('P-MANY');
    expect(first.page).toEqual({ offset: 0, total, size: HISTORY_PAGE_SIZE });
    expect(first.conversationHistory).toHaveLength(HISTORY_PAGE_SIZE);
    const last = await history('P-MANY', 40);
    expect(last.conversationHistory).toHaveLength(total - 40);
    expect(last.conversationHistory.at(-1).history[0].text).toBe('session 49');
    expect((await call(admin, 'GET', '/get-conversation-history/P-MANY?offset=-1')).status).toBe(400);
    expect((await call(admin, 'GET', '/get-conversation-history/P-MANY?page=2')).status).toBe(400);
  });

  it('caps the bytes one account keeps saved for one participant (413)', async () => {
    await call(alice, 'POST', '/set-participant-id', { participantID: 'P-BIG' });
    // Just under the 1 MB body limit each: ten messages of 95,000 characters.
    const big = (i: number) => ({
      timestamp: `2026-11-02T0${i}:00:00.000Z`,
      history: Array.from({ length: 10 }, (_, k) => ({ id: k, text: 'x'.repeat(95_000), sender: 'user' })),
    });
    const fits = Math.floor(SAVED_HISTORY_LIMITS.bytesPerAccount / 950_000);
    for (let i = 0; i < fits; i++)
      expect((await call(alice, 'POST', '/submit-chat-history', [big(i)])).status).toBe(200);
    const refused = await call(alice, 'POST', '/submit-chat-history', [big(fits)]);
    expect(refused.status).toBe(413);
    expect(refused.json().error).toMatch(/would exceed 5 MB from your account/);
  });

  it('limits the chat turns of one account a minute (429 with Retry-After), not those of others', async () => {
    await call(alice, 'POST', '/init-conversation', { participantID: 'P-TURNS' });
    await call(bob, 'POST', '/init-conversation', { participantID: 'P-TURNS' });
    const statuses: number[] = [];
    for (let i = 0; i < CHAT_TURNS_PER_MINUTE; i++) {
      statuses.push((await call(alice, 'POST', '/submit-user-input', { text: `turn ${i}` })).status);
    }
    expect(statuses).toEqual(Array(CHAT_TURNS_PER_MINUTE).fill(200));
    const refused = await call(alice, 'POST', '/submit-user-input', { text: 'one more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/Too many chat turns from your account/);
    expect((await call(bob, 'POST', '/submit-user-input', { text: 'my turn' })).status).toBe(200);
  });
});
