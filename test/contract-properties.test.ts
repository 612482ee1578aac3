import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  InitConversationBodySchema,
  SaveInstructionBodySchema,
  SetParticipantIdBodySchema,
  SubmitChatHistoryBodySchema,
  SubmitDataBodySchema,
  SubmitUserInputBodySchema,
  UpdateCaseFieldsSchema,
} from '../src/contract/api.ts';
import { caseTextSize, MAX_CASE_TEXT_CHARS } from '../src/contract/case-text.ts';
import { ChatMessageSchema } from '../src/contract/chat.ts';
import { makeStorable } from '../src/server/http/storable.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './app.ts';
import { contractArbitrary } from './fuzz/arbitraries.ts';

/**
 * Properties of the contract on the real server and database:
 * - any body the contract accepts is stored and read back unchanged (text made storable, see
 *   storable.ts, and blanks filled with the form's defaults, as documented);
 * - one unknown key added to a valid body, at any depth, is a 400 that names its full path.
 */
let t: TestApp;
let admin: string;
let caseId: number;

beforeAll(async () => {
  t = await startTestApp({ content: true });
  admin = await t.tokenFor(ADMIN_EMAIL);
  caseId = (await submit({ formData: {}, phases: [{}] })).json().id;
});
afterAll(async () => t?.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const submit = (body: unknown) => send('POST', '/submit-data', body);

/** What the server receives: the body as JSON carries it (so -0 is 0), with text made storable. */
const asReceived = <T>(value: T): T => makeStorable(JSON.parse(JSON.stringify(value))) as T;

async function storedCase(id: number) {
  const { data } = (await send('GET', `/get_case/${id}`)).json() as {
    data: { key: string; value: unknown }[];
  };
  return Object.fromEntries(data.map(({ key, value }) => [key, value]));
}

/**
 * Seeded, so a run passes or fails the same way every time (PROPERTY_SEED tries others; fast-check's report gives the
 * seed and path of a failure).
 */
const RUNS = { numRuns: 30, seed: Number(process.env.PROPERTY_SEED ?? 20_261_127) };

/**
 * The bodies whose case stays within the case-wide text limit: the generator knows each field's own limit, not
 * the refinement over them all (a valid body nearly always does anyway).
 */
const withinCaseTextLimit = (bodies: fc.Arbitrary<unknown>) =>
  bodies.filter((body) => caseTextSize(body).chars <= MAX_CASE_TEXT_CHARS);

describe('a valid body round-trips through the database unchanged', () => {
  it('POST /submit-data, in either shape of formData', async () => {
    await fc.assert(
      fc.asyncProperty(
        withinCaseTextLimit(contractArbitrary(SubmitDataBodySchema, 'valid')),
        async (body) => {
          const response = await submit(body);
          expect(response.statusCode, response.body).toBe(200);
          const expected = SubmitDataBodySchema.parse(asReceived(body));
          const stored = await storedCase(response.json().id);
          expect(stored['Scenario Outline']).toEqual(expected.formData);
          expect(stored.Phases).toEqual(expected.phases);
        },
      ),
      RUNS,
    );
  });

  it('PUT /update_case', async () => {
    const CaseFields = UpdateCaseFieldsSchema.omit({ _id: true, _version: true });
    await fc.assert(
      fc.asyncProperty(withinCaseTextLimit(contractArbitrary(CaseFields, 'valid')), async (body) => {
        const response = await send('PUT', `/update_case/${caseId}`, body);
        expect(response.statusCode, response.body).toBe(200);
        const { _id, _version, ...stored } = await storedCase(caseId);
        expect(_version).toBe(response.json().version);
        expect(stored).toEqual(asReceived(body));
      }),
      RUNS,
    );
  });

  it('POST /submit-chat-history, as one group or as a flat list of messages', async () => {
    const messages = fc.array(contractArbitrary(ChatMessageSchema, 'valid'), { maxLength: 4 });
    let n = 0;
    await fc.assert(
      fc.asyncProperty(messages, fc.boolean(), async (list, flat) => {
        // A participant of its own per run: Chat History shows every save of a participant.
        const participantID = `RT-${n++}`;
        expect((await send('POST', '/set-participant-id', { participantID })).statusCode).toBe(200);
        const timestamp = '2026-01-02T03:04:05.000Z';
        const body = flat ? list : [{ timestamp, history: list }];
        const response = await send('POST', '/submit-chat-history', body);
        expect(response.statusCode, response.body).toBe(200);
        const read = (await send('GET', `/get-conversation-history/${participantID}`)).json();
        const expected = asReceived(list).map((message) => ChatMessageSchema.parse(message));
        // An empty flat list reads as an empty list of groups: nothing to show.
        if (flat && list.length === 0) {
          expect(read.conversationHistory).toEqual([]);
          return;
        }
        expect(read.conversationHistory).toHaveLength(1);
        expect(read.conversationHistory[0].history).toEqual(expected);
        if (!flat) expect(read.conversationHistory[0].timestamp).toBe(timestamp);
      }),
      RUNS,
    );
  });
});

/** Every object in a JSON value, with its path. */
function objectsIn(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; node: object }[] {
  if (typeof value !== 'object' || value === null) return [];
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => objectsIn(item, [...path, i]))
    : Object.entries(value).flatMap(([key, item]) => objectsIn(item, [...path, key]));
  return Array.isArray(value) ? children : [{ path, node: value }, ...children];
}

/** A valid body with one misspelt key somewhere (a known key with a letter more, or a new one). */
function withMisspeltKey(schema: ZodType) {
  return contractArbitrary(schema, 'valid')
    .filter((body) => objectsIn(body).length > 0)
    .chain((body) =>
      fc.tuple(fc.nat(), fc.constantFrom('x', 'e', 's')).map(([pick, letter]) => {
        const copy = JSON.parse(JSON.stringify(body));
        const objects = objectsIn(copy);
        const { path, node } = objects[pick % objects.length] as (typeof objects)[number];
        const keys = Object.keys(node);
        const key = `${keys[pick % Math.max(keys.length, 1)] ?? 'extra'}${letter}`;
        (node as Record<string, unknown>)[key] = 'misspelt';
        return { body: copy, path: [...path, key].join('.') };
      }),
    );
}

const JSON_ROUTES: [string, string, ZodType][] = [
  ['POST', '/submit-data', SubmitDataBodySchema],
  ['PUT', '/update_case/1', UpdateCaseFieldsSchema.omit({ _id: true })],
  ['POST', '/submit-chat-history', SubmitChatHistoryBodySchema],
  ['POST', '/init-conversation', InitConversationBodySchema],
  ['POST', '/set-participant-id', SetParticipantIdBodySchema],
  ['POST', '/submit-user-input', SubmitUserInputBodySchema],
  ['POST', '/api/save-instruction-text', SaveInstructionBodySchema],
];

describe('a misspelt key anywhere is a 400 naming it', () => {
  it.each(JSON_ROUTES)('%s %s', async (method, url, schema) => {
    await fc.assert(
      fc.asyncProperty(withMisspeltKey(schema), async ({ body, path }) => {
        const response = await send(method as 'POST', url, body);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toBe(`${path}: unknown key`);
      }),
      RUNS,
    );
  });

  it('names the example of the issue', async () => {
    const response = await submit({
      formData: { patientReport: { basicInformation: { agee: 4 } } },
      phases: [{}],
    });
    expect(response.json()).toEqual({ error: 'formData.patientReport.basicInformation.agee: unknown key' });
    const legacy = await submit({ formData: { ScenarioOutline: { casePresentaton: 'x' } }, phases: [{}] });
    expect(legacy.json()).toEqual({ error: 'formData.ScenarioOutline.casePresentaton: unknown key' });
  });

  it("names a misspelt key in a phase of the original client's form, not the texts that form keeps in vitalSigns", async () => {
    // Found by the property above (seed 1607229136): both phase shapes then had one problem at the
    // phase's own level, and this app's form, tried first, was chosen for its four extra ones.
    const response = await submit({
      formData: {},
      phases: [
        {
          vitalSigns: { hr: 90, rr: null, airway: 'x', breathing: 'y', circulation: 'z', disability: 'w' },
          initialStatex: 'y',
        },
      ],
    });
    expect(response.json()).toEqual({ error: 'phases.0.initialStatex: unknown key' });
  });
});
