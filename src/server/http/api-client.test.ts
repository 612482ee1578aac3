import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateApi } from 'swagger-typescript-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app.ts';

/**
 * The API document is good enough to generate a typed client from: every operation has a unique
 * operationId, the shapes are named components, and the generated code type-checks (strict) with
 * code that calls it by those names.
 */
const root = join(import.meta.dirname, '..', '..', '..');
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.ready();
  dir = mkdtempSync(join(tmpdir(), 'airway-client-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a client generated from /api/openapi.json', () => {
  it('has an operation per call, named types, and compiles', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // The provider's catch-all is left out (its discovery document describes it); the rest is ours.
    expect(Object.keys(document.paths).filter((path) => path.includes('*'))).toEqual([]);

    const { files } = await generateApi({
      spec: document,
      output: false,
      httpClientType: 'fetch',
      silent: true,
    });
    const api = files.find((f) => f.fileName === 'Api');
    expect(api).toBeDefined();
    const code = api?.fileContent ?? '';
    writeFileSync(join(dir, 'api.ts'), code);
    // Calls as a script would write them: the names come from the document.
    writeFileSync(
      join(dir, 'use.ts'),
      `import { Api, type SubmitUserInputBodyInput, type InitConversationBodyInput, type CaseAnalysis } from './api';
const api = new Api({ baseUrl: 'http://localhost:3000' });
const start: InitConversationBodyInput = { participantID: 'P-1' };
const turn: SubmitUserInputBodyInput = { text: 'Begin Simulation' };
export async function play() {
  await api.initConversation.postInitConversation(start);
  await api.submitUserInput.postSubmitUserInput(turn);
  const cases = await api.getCases.getCases();
  const first: string | undefined = cases.data.cases[0]?._id;
  const analysis: CaseAnalysis | undefined = undefined;
  return { first, analysis };
}
`,
    );
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022', 'dom'],
          skipLibCheck: true,
          types: [],
        },
        files: ['use.ts', 'api.ts'],
      }),
    );
    const tsc = join(root, 'node_modules', '.bin', 'tsc');
    const result = await promisify(execFile)(tsc, ['-p', join(dir, 'tsconfig.json')]).then(
      () => ({ ok: true, output: '' }),
      (error: { stdout?: string }) => ({ ok: false, output: error.stdout ?? String(error) }),
    );
    expect(result.output).toBe('');
    expect(result.ok).toBe(true);
  }, 120_000);

  it("states the server's rules: non-blank text, unique roles, one-alphabet participant IDs, the upload form", () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
      components: {
        schemas: Record<string, Record<string, unknown> & { properties?: Record<string, unknown> }>;
      };
    };
    const schemas = document.components.schemas;
    expect(schemas.SubmitUserInputBodyInput?.properties?.text).toMatchObject({
      minLength: 1,
      pattern: '\\S',
    });
    expect(schemas.CreateAccountBodyInput?.properties?.roles).toMatchObject({ uniqueItems: true });
    expect(schemas.ParticipantIdInput).toMatchObject({
      description: expect.stringMatching(/alphabet/),
    });
    const upload = document.paths['/upload_image']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload).toMatchObject({
      required: ['image'],
      properties: { image: { type: 'string', format: 'binary' } },
    });
  });
});
