import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { describeEachDatabase } from '../../../test/databases.ts';
import { makeStorable, storableText } from './storable.ts';

describe('storable text', () => {
  it('turns NUL and unpaired surrogates into U+FFFD and keeps everything else', () => {
    expect(storableText('a\u0000b')).toBe('a\ufffdb');
    expect(storableText('x\ud800y\udfffz')).toBe('x\ufffdy\ufffdz');
    expect(storableText('\udbff\udfff\ud800')).toBe('\udbff\udfff\ufffd');
    expect(storableText('😀 <b>é</b> \u202e\t\n')).toBe('😀 <b>é</b> \u202e\t\n');
  });

  it('cleans every string of a parsed body, in arrays and objects, however deep', () => {
    const body = { text: 'a\u0000', list: ['\ud800', { deep: [1, null, 'ok\u0000'] }] };
    expect(makeStorable(body)).toEqual({
      text: 'a\ufffd',
      list: ['\ufffd', { deep: [1, null, 'ok\ufffd'] }],
    });
    // A 1 MB body can nest ~500,000 levels: a recursive walk would overflow the stack.
    const deep = JSON.parse(`${'['.repeat(500_000)}"\\u0000"${']'.repeat(500_000)}`);
    expect(() => makeStorable(deep)).not.toThrow();
  });
});

/** The bodies the fuzz test (test/fuzz) found answered with a 500: PostgreSQL refused their text. */
describeEachDatabase('text a database cannot store', (target) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ target, content: true });
    admin = { authorization: `Bearer ${await t.tokenFor(ADMIN_EMAIL)}` };
  });
  afterAll(async () => t?.close());

  it('is stored with U+FFFD in a text column', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/save-instruction-text',
      headers: admin,
      payload: { text: 'Rule\u0000 one \ud800' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/api/instruction-text', headers: admin });
    expect(read.body).toBe('Rule\ufffd one \ufffd');
  });

  it('is stored with U+FFFD in a jsonb column', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/submit-data',
      headers: admin,
      payload: { formData: { casePresentation: 'A\u0000' }, phases: [{ softStop: '\udfff' }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const read = await t.app.inject({ method: 'GET', url: `/get_case/${id}`, headers: admin });
    expect(read.body).toContain('A\ufffd');
    expect(read.body).not.toContain('\\u0000');
  });
});
