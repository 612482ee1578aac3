import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { type CaseDocument, emptyPhase, emptyScenarioOutline, MAX_PHASES } from '../../contract/case.ts';
import { casesRepository } from '../cases/repository.ts';

let t: TestApp;
let admin: string;
let resident: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor(ADMIN_EMAIL);
  resident = await t.tokenFor(RESIDENT_EMAIL);
});
afterAll(async () => t?.close());

function caseDoc(presentation: string): CaseDocument {
  const outline = emptyScenarioOutline();
  outline.casePresentation = presentation;
  outline.patientReport.basicInformation.diagnosis = 'Croup';
  const phase = emptyPhase();
  phase.initialState = 'Stridor at rest.';
  phase.vitalSigns.nibp = '93/58';
  return { 'Scenario Outline': outline, Phases: [phase] };
}

const addCase = async (presentation = 'A toddler with croup.') =>
  (await casesRepository(t.database.db).create(caseDoc(presentation), 'test')).id;

type Method = 'GET' | 'PUT';
const call = (method: Method, url: string, options: { token?: string | null; payload?: unknown } = {}) => {
  const token = options.token === undefined ? admin : options.token;
  return t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
  });
};

/** What the editor does: GET the pairs, make a flat object, send it back without `_id`. */
async function editableFields(id: number): Promise<Record<string, unknown>> {
  const response = await call('GET', `/get_case/${id}`);
  expect(response.statusCode).toBe(200);
  const flat = Object.fromEntries(
    (response.json().data as { key: string; value: unknown }[]).map(({ key, value }) => [key, value]),
  );
  const { _id, ...fields } = flat;
  expect(_id).toBe(String(id));
  return fields;
}

describe('GET /get_cases', () => {
  it('lists every case with its id as text and its outline as readable text', async () => {
    const id = await addCase('A 2-year-old with croup and increasing stridor.');
    const response = await call('GET', '/get_cases');
    expect(response.statusCode).toBe(200);
    const { cases } = response.json();
    expect(cases).toContainEqual({
      _id: String(id),
      'Scenario Outline': 'A 2-year-old with croup and increasing stridor.',
    });
    for (const c of cases) expect(Object.keys(c).sort()).toEqual(['Scenario Outline', '_id']);
  });

  it('describes a case without a presentation by its basic information', async () => {
    const id = await addCase('   ');
    const { cases } = (await call('GET', '/get_cases')).json();
    expect(cases.find((c: { _id: string }) => c._id === String(id))['Scenario Outline']).toBe(
      'diagnosis: Croup',
    );
  });
});

describe('GET /get_case/:id', () => {
  it('answers the top-level fields as key/value pairs with the id and version', async () => {
    const id = await addCase();
    const response = await call('GET', `/get_case/${id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((pair: { key: string }) => pair.key)).toEqual([
      '_id',
      '_version',
      'Scenario Outline',
      'Phases',
    ]);
    expect(data[0].value).toBe(String(id));
    expect(data[1].value).toBe(1);
    expect(data[2].value.casePresentation).toBe('A toddler with croup.');
    expect(data[3].value[0].vitalSigns.nibp).toBe('93/58');
  });

  it('is a 404 for an unknown case and a 400 for an id that is not a number', async () => {
    expect((await call('GET', '/get_case/999999')).statusCode).toBe(404);
    for (const bad of ['abc', '1.5', '-1', '%2E%2E%2F1', '1%3Bdrop', '9999999999']) {
      const response = await call('GET', `/get_case/${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error, bad).toMatch(/^id: /);
    }
    // A literal "../1" never reaches a case (the router does not match it), and never fails with a 5xx.
    expect((await call('GET', '/get_case/../1')).statusCode).toBeLessThan(500);
    expect((await call('GET', '/get_case/../1')).statusCode).not.toBe(200);
  });
});

describe('PUT /update_case/:id', () => {
  it('saves the edited fields; get_case then returns the new data and version', async () => {
    const id = await addCase();
    const fields = await editableFields(id);
    const outline = fields['Scenario Outline'] as CaseDocument['Scenario Outline'];
    outline.casePresentation = 'Edited: a toddler with croup who tires.';
    const response = await call('PUT', `/update_case/${id}`, { payload: fields });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, version: 2 });

    const after = await editableFields(id);
    expect(after._version).toBe(2);
    expect((after['Scenario Outline'] as typeof outline).casePresentation).toBe(
      'Edited: a toddler with croup who tires.',
    );
    const { cases } = (await call('GET', '/get_cases')).json();
    expect(cases).toContainEqual({
      _id: String(id),
      'Scenario Outline': 'Edited: a toddler with croup who tires.',
    });
  });

  it('refuses a save from a stale copy with a 409 and keeps the other save', async () => {
    const id = await addCase();
    const mine = await editableFields(id);
    const theirs = await editableFields(id);
    (theirs['Scenario Outline'] as { casePresentation: string }).casePresentation = 'Their version.';
    expect((await call('PUT', `/update_case/${id}`, { payload: theirs })).statusCode).toBe(200);

    (mine['Scenario Outline'] as { casePresentation: string }).casePresentation = 'My version.';
    const response = await call('PUT', `/update_case/${id}`, { payload: mine });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This case was changed by someone else since you opened it. Reload it to see their changes.',
    });
    const stored = await casesRepository(t.database.db).get(id);
    expect(stored?.data['Scenario Outline'].casePresentation).toBe('Their version.');
    expect(stored?.version).toBe(2);
    // The audit entry is written in the save's transaction: the refused save left none.
    const { events } = (await call('GET', '/api/audit')).json();
    const updates = events.filter((e: { subject: string }) => e.subject === `case ${id}`);
    expect(updates).toMatchObject([{ action: 'case.update', details: { version: 2 } }]);
  });

  it('accepts _version as digits, and a body without it (clients that predate versions)', async () => {
    const id = await addCase();
    const { _version, ...fields } = await editableFields(id);
    expect(
      (await call('PUT', `/update_case/${id}`, { payload: { ...fields, _version: '1' } })).json(),
    ).toEqual({
      success: true,
      version: 2,
    });
    expect((await call('PUT', `/update_case/${id}`, { payload: fields })).json()).toEqual({
      success: true,
      version: 3,
    });
  });

  it('accepts a phase added or removed, within the limits', async () => {
    const id = await addCase();
    const fields = await editableFields(id);
    const phases = fields.Phases as unknown[];
    const response = await call('PUT', `/update_case/${id}`, {
      payload: { ...fields, Phases: [...phases, emptyPhase()] },
    });
    expect(response.statusCode).toBe(200);
    expect((await casesRepository(t.database.db).get(id))?.data.Phases).toHaveLength(2);
  });

  describe('refuses bad input with a 400 naming the field, and changes nothing', () => {
    const huge = 'y'.repeat(9000);
    const bad: [string, (fields: Record<string, unknown>) => unknown, RegExp][] = [
      ['no body', () => undefined, /JSON object/],
      ['a list instead of an object', () => [1], /JSON object/],
      ['the outline missing', ({ 'Scenario Outline': _o, ...rest }) => rest, /^Scenario Outline/],
      ['the outline as text', (f) => ({ ...f, 'Scenario Outline': 'text' }), /^Scenario Outline/],
      ['no phase', (f) => ({ ...f, Phases: [] }), /^Phases/],
      [
        'too many phases',
        (f) => ({ ...f, Phases: Array.from({ length: MAX_PHASES + 1 }, emptyPhase) }),
        /^Phases/,
      ],
      [
        'a vital sign as text',
        (f) => ({
          ...f,
          Phases: [{ ...emptyPhase(), vitalSigns: { ...emptyPhase().vitalSigns, o2: 'low' } }],
        }),
        /^Phases\.0\.vitalSigns\.o2/,
      ],
      [
        'a huge string',
        (f) => ({
          ...f,
          'Scenario Outline': { ...(f['Scenario Outline'] as object), casePresentation: huge },
        }),
        /^Scenario Outline\.casePresentation/,
      ],
      [
        'more text in all than a case may hold',
        (f) => ({
          ...f,
          Phases: Array.from({ length: MAX_PHASES }, () => ({
            ...emptyPhase(),
            airway: 'a'.repeat(4000),
            softStop: 's'.repeat(3000),
          })),
        }),
        /^The case is too long: 140,\d{3} characters of text in all, at most 100,000\. Its longest field is Phases\.0\.airway \(4,000 characters\)/,
      ],
      ['an unknown field', (f) => ({ ...f, Phase: [] }), /^Phase: unknown key/],
      ['another case id', (f) => ({ ...f, _id: '424242' }), /^_id/],
      ['a version that is not a number', (f) => ({ ...f, _version: 'latest' }), /^_version/],
    ];
    for (const [name, change, message] of bad) {
      it(name, async () => {
        const id = await addCase();
        const response = await call('PUT', `/update_case/${id}`, {
          payload: change(await editableFields(id)),
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toMatch(message);
        expect((await casesRepository(t.database.db).get(id))?.version).toBe(1);
      });
    }

    it('a non-numeric or traversing id', async () => {
      const id = await addCase();
      const fields = await editableFields(id);
      for (const path of ['abc', '%2E%2E%2F1', '1e3']) {
        const response = await call('PUT', `/update_case/${path}`, { payload: fields });
        expect(response.statusCode, path).toBe(400);
      }
    });
  });

  it('is a 404 for an unknown case', async () => {
    const id = await addCase();
    const fields = await editableFields(id);
    const response = await call('PUT', '/update_case/999999', { payload: fields });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'There is no case 999999.' });
  });
});

describe('access', () => {
  it('is for admins only: a resident gets 403 and a signed-out caller 401 on every call', async () => {
    const id = await addCase();
    const fields = await editableFields(id);
    const calls: [Method, string][] = [
      ['GET', '/get_cases'],
      ['GET', `/get_case/${id}`],
      ['PUT', `/update_case/${id}`],
    ];
    for (const [method, url] of calls) {
      const payload = method === 'PUT' ? fields : undefined;
      expect((await call(method, url, { token: resident, payload })).statusCode, url).toBe(403);
      expect((await call(method, url, { token: null, payload })).statusCode, url).toBe(401);
    }
    expect((await casesRepository(t.database.db).get(id))?.version).toBe(1);
  });
});
