import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, expect, it } from 'vitest';
import { startTestApp } from '../../../test/app.ts';
import { registerSpa } from './spa.ts';

/** Security finding 11: no SQL parameters in the logs, no source maps served. */
const SECRET = 'the trainee typed this confidential sentence';
const root = mkdtempSync(join(tmpdir(), 'airway-spa-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('logs a failed statement without its parameters (chat text), but with the statement', async () => {
  const lines: string[] = [];
  const t = await startTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream: { write: (line) => void lines.push(line) },
  });
  try {
    t.app.get('/test/failing-statement', { config: { access: 'public' } }, async () => {
      await t.database.db.execute(sql`select ${SECRET}::int as broken`);
      return {};
    });
    const response = await t.app.inject({ method: 'GET', url: '/test/failing-statement' });
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('Failed query: select $1::int as broken');
    expect(log).toContain('params: [redacted]');
    expect(log).not.toContain('confidential');
  } finally {
    await t.close();
  }
});

it('serves the built app but not its source maps', async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(root, 'assets', 'app-1.js'), 'console.log(1);\n//# sourceMappingURL=app-1.js.map');
  writeFileSync(join(root, 'assets', 'app-1.js.map'), '{"version":3,"sources":["src/web/secret.ts"]}');
  const app = Fastify();
  await registerSpa(app, root);
  expect((await app.inject({ method: 'GET', url: '/assets/app-1.js' })).statusCode).toBe(200);
  const map = await app.inject({ method: 'GET', url: '/assets/app-1.js.map' });
  expect(map.statusCode).toBe(404);
  expect(map.body).not.toContain('secret.ts');
  await app.close();
});
