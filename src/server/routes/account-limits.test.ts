import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { usersRepository } from '../auth/users.ts';
import { ACCOUNT_START_LIMITS } from '../chat/account-limits.ts';
import { SAVED_HISTORY_LIMITS } from '../chat/saved-history.ts';
import { conversations, savedHistories } from '../db/schema.ts';

/**
 * Security finding 4: what one account may store and start is bounded across every participant ID it
 * types, counted from the database's rows (so it holds across instances), with a 429/413 naming the
 * limit; and participant IDs are stored in one normalised form.
 */
describeEachDatabase('per-account limits across participant IDs', (target) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp({ target, content: true });
    const users = usersRepository(t.database.db);
    for (const name of ['saver', 'typist', 'resetter', 'normal']) {
      // A stored hash that matches no password: these accounts only ever use minted tokens.
      await users.create({
        email: `${name}@example.org`,
        password: '',
        passwordHash: 'x',
        roles: ['resident'],
      });
      tokens[name] = await t.tokenFor(`${name}@example.org`);
    }
  });
  afterAll(async () => t?.close());

  const call = async (who: string, url: string, payload: unknown) => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${tokens[who]}` },
      payload: payload as object,
    });
    return { status: response.statusCode, error: (response.json() as { error?: string }).error };
  };

  it('bounds the bytes one account saves over all participant IDs (413)', async () => {
    const big = (id: string, i: number) => [
      {
        timestamp: `2026-11-02T0${i}:00:00.000Z`,
        history: Array.from({ length: 10 }, (_, k) => ({
          id: k,
          text: `${id}${'x'.repeat(95_000)}`,
          sender: 'user',
        })),
      },
    ];
    const perSave = Buffer.byteLength(JSON.stringify(big('P-S0', 0)));
    const fits = Math.floor(SAVED_HISTORY_LIMITS.bytesPerAccountInAll / perSave);
    // Spread over IDs so that no one ID reaches its own 5 MB: only the account's total can stop them.
    const ids = ['P-S0', 'P-S1', 'P-S2'];
    expect(Math.ceil((fits + 1) / ids.length) * perSave).toBeLessThan(SAVED_HISTORY_LIMITS.bytesPerAccount);
    // A save goes under the account's current participant: one request at a time per ID switch.
    const results = [];
    for (let i = 0; i <= fits; i++) {
      const id = ids[i % ids.length] as string;
      expect((await call('saver', '/set-participant-id', { participantID: id })).status).toBe(200);
      results.push(await call('saver', '/submit-chat-history', big(id, i % 10)));
    }
    expect(results.slice(0, fits).map((r) => r.status)).toEqual(Array(fits).fill(200));
    expect(results[fits]).toEqual({
      status: 413,
      error: expect.stringMatching(/10 MB in all, over every participant/),
    });
    const stored = await t.database.db
      .select({ size: savedHistories.size })
      .from(savedHistories)
      .where(eq(savedHistories.userEmail, 'saver@example.org'));
    expect(stored.reduce((sum, r) => sum + r.size, 0)).toBeLessThanOrEqual(
      SAVED_HISTORY_LIMITS.bytesPerAccountInAll,
    );
  });

  it('bounds the new participant IDs one account starts a minute (429 naming the limit)', async () => {
    const limit = ACCOUNT_START_LIMITS.newParticipantsPerMinute;
    for (let i = 0; i < limit; i++) {
      expect((await call('typist', '/init-conversation', { participantID: `P-NEW-${i}` })).status).toBe(200);
    }
    const refused = await call('typist', '/init-conversation', { participantID: 'P-NEW-X' });
    expect(refused).toEqual({
      status: 429,
      error: expect.stringMatching(/new participant IDs \(10 per minute/),
    });
    // An ID the account already has goes on.
    expect((await call('typist', '/init-conversation', { participantID: 'P-NEW-0' })).status).toBe(200);
  });

  it('bounds the conversations and resets one account starts a minute (429 naming the limit)', async () => {
    const limit = ACCOUNT_START_LIMITS.conversationsPerMinute;
    expect((await call('resetter', '/init-conversation', { participantID: 'P-RESET' })).status).toBe(200);
    for (let i = 1; i < limit; i++) {
      expect((await call('resetter', '/reset-conversation', { participantID: 'P-RESET' })).status).toBe(200);
    }
    const refused = await call('resetter', '/reset-conversation', { participantID: 'P-RESET' });
    expect(refused).toEqual({
      status: 429,
      error: expect.stringMatching(/new conversations and resets \(20 per minute/),
    });
  });

  it('stores a participant ID in one form, however it was typed', async () => {
    for (const typed of ['\uff30-\uff2e\uff2f\uff32\uff2d  \uff11', 'P-NORM 1', ' P-NORM\u00a0\u0661 ']) {
      expect((await call('normal', '/init-conversation', { participantID: typed })).status).toBe(200);
    }
    const rows = await t.database.db
      .select({ participantId: conversations.participantId })
      .from(conversations)
      .where(eq(conversations.userEmail, 'normal@example.org'));
    // One conversation, continued by the two look-alike forms.
    expect(rows).toEqual([{ participantId: 'P-NORM 1' }]);
  });
});
