import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { type DatabaseTarget, describeEachDatabase } from '../../../test/databases.ts';
import { freePort } from '../../../test/ports.ts';
import { readChatStream } from '../../../test/sse-client.ts';
import { openDatabase } from '../db/client.ts';

/**
 * The chat turn's SQL on the engine path, counted at the driver (every statement drizzle sends):
 * POST /submit-user-input makes one statement and GET /stream-chat two (claim the turn with all the
 * tutor reads, finish it with its reply and state), once the caches of immutable case versions and
 * instruction texts are warm. Every request also reads its account (a disabled account or a removed role takes
 * effect at once) and counts its rate limit in the database (one limit across instances): those are the request's,
 * not the turn's, and are counted apart.
 */
const perRequest = (statement: string) =>
  /from "users" where "users"\."id" = \$1/.test(statement) || /insert into "rate_limits"/.test(statement);

/** The turn's own statements, and checks that nothing but the account look-up and the rate limit came with them. */
function turnStatements(statements: string[]): string[] {
  expect(statements.filter(perRequest).length, statements.join('\n---\n')).toBeLessThanOrEqual(2);
  return statements.filter((statement) => !perRequest(statement));
}

function statementCounts(target: () => Promise<DatabaseTarget>) {
  let t: TestApp;
  let url: string;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ target: await target(), content: true });
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    url = `http://127.0.0.1:${port}`;
    token = await t.tokenFor(RESIDENT_EMAIL);
  }, 180_000);
  afterAll(async () => t?.close());

  /** The statements sent while `request` runs (nothing else talks to this database meanwhile). */
  async function statementsOf<T>(request: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
    const statements: string[] = [];
    const stop = t.database.onStatement((text) => statements.push(text));
    try {
      return { result: await request(), statements };
    } finally {
      stop();
    }
  }

  const submit = (text: string) =>
    fetch(`${url}/submit-user-input`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text }),
    });

  it('stores a turn in one statement and answers it in two', async () => {
    const init = await fetch(`${url}/init-conversation`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ participantID: 'P-SQL' }),
    });
    expect(init.status).toBe(200);
    // The first turn reads the case version and the instruction once; later turns find them cached.
    expect((await submit('Begin Simulation')).status).toBe(200);
    expect((await readChatStream(url, token)).closed).toBe(true);

    for (const text of ['I call for help', 'what are the vitals?']) {
      const posted = await statementsOf(() => submit(text));
      expect(posted.result.status).toBe(200);
      expect(turnStatements(posted.statements), posted.statements.join('\n---\n')).toHaveLength(1);

      const streamed = await statementsOf(() => readChatStream(url, token));
      expect(streamed.result.closed).toBe(true);
      expect(streamed.result.text.length).toBeGreaterThan(0);
      expect(turnStatements(streamed.statements), streamed.statements.join('\n---\n')).toHaveLength(2);
    }
  });

  it('still refuses a turn without a conversation, in one statement', async () => {
    const other = await t.tokenFor('admin@example.org');
    const posted = await statementsOf(() =>
      fetch(`${url}/submit-user-input`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${other}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: 'hello' }),
      }),
    );
    expect(posted.result.status).toBe(409);
    expect(turnStatements(posted.statements)).toHaveLength(1);
  });
}

describeEachDatabase('chat turn statements', (target) => statementCounts(async () => target));

describe('chat turn statements [pglite on its own thread]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'airway-statements-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  statementCounts(async () => ({ name: 'pglite', open: () => openDatabase({ dataDir }) }));
});
