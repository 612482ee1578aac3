import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, RESIDENT_EMAIL, startTestApp, type TestApp } from '../../../test/app.ts';
import { type CaseAnalysis, CaseAnalysisSchema } from '../../contract/api.ts';
import { CaseDocumentSchema, emptyPhase, emptyScenarioOutline, MAX_PHASES } from '../../contract/case.ts';
import { caseTextSize, MAX_CASE_TEXT_CHARS } from '../../contract/case-text.ts';
import { casesRepository } from '../cases/repository.ts';
import { createTutor } from '../sim/create-tutor.ts';
import { analyzeCase } from '../sim/engine/index.ts';

let t: TestApp;
let admin: string;
let resident: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.tokenFor(ADMIN_EMAIL);
  resident = await t.tokenFor(RESIDENT_EMAIL);
});
afterAll(async () => t?.close());

/** A form as the Data Collection screen sends it: two phases, the second with hard stops. */
function formBody() {
  const formData = emptyScenarioOutline();
  formData.casePresentation = 'A 4-year-old with bronchiolitis becomes apnoeic on the ward.';
  formData.objectives.objective1 = 'Open the airway and ventilate with a bag and mask';
  formData.patientReport.basicInformation = {
    name: 'Sam',
    age: 4,
    sex: 'male',
    weight: 16,
    diagnosis: 'RSV',
  };
  const first = emptyPhase();
  first.initialState = 'Apnoeic, cyanotic, HR 70.';
  first.vitalSigns = { hr: 70, rr: 0, temp: 37.8, nibp: '93/58', o2: 78, co2: null };
  first.hardStop.ventilationEquipment = 'Choose a mask that fits from the bridge of the nose to the chin';
  const second = emptyPhase();
  second.initialState = 'Chest rising, saturations improving.';
  second.vitalSigns.hr = 120;
  return { formData, phases: [first, second] };
}

/** `token` null: no Authorization header at all. */
const submit = (payload: unknown, token: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/submit-data',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A phase whose every text field is as long as a field may be. */
function fullPhase() {
  const phase = emptyPhase();
  for (const key of [
    'initialState',
    'airway',
    'breathing',
    'circulation',
    'disability',
    'softStop',
  ] as const) {
    phase[key] = 'z'.repeat(4000);
  }
  return phase;
}

const caseCount = () => casesRepository(t.database.db).count();
async function storedCase(id: number) {
  const stored = await casesRepository(t.database.db).get(id);
  if (!stored) throw new Error(`case ${id} was not stored`);
  return stored;
}

describe('POST /submit-data', () => {
  it('stores the form as a case and answers with its id and what the simulator understood', async () => {
    const body = formBody();
    const response = await submit(body);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe('Submission Completed');
    expect(answer.id).toEqual(expect.any(Number));

    const stored = await storedCase(answer.id);
    expect(stored.data).toEqual(
      CaseDocumentSchema.parse({ 'Scenario Outline': body.formData, Phases: body.phases }),
    );
    // The analysis is the engine's reading of exactly the stored case.
    expect(answer.analysis).toEqual(CaseAnalysisSchema.parse(analyzeCase(stored.data)));
    expect(answer.analysis.phases).toHaveLength(2);
    expect(answer.analysis.phases[0].requiredItems).toContain('BMV-8');
  });

  it('keeps the defaults of fields the form does not show (PMH, labs, history "None")', async () => {
    const { formData, phases } = formBody();
    const { PMH: _pmh, labs: _labs, ...shown } = formData.patientReport;
    const response = await submit({ formData: { ...formData, patientReport: shown }, phases });
    expect(response.statusCode).toBe(200);
    const stored = await casesRepository(t.database.db).get(response.json().id);
    const report = stored?.data['Scenario Outline'].patientReport;
    expect(report?.PMH.medicalConditions).toBe('None');
    expect(report?.labs.rvp).toBe('');
    expect(report?.history.events).toBe('None');
  });

  it('accepts a blank form: no field is required', async () => {
    const response = await submit({ formData: {}, phases: [{}] });
    expect(response.statusCode).toBe(200);
    expect(response.json().analysis.warnings).toContain('case presentation missing');
  });

  it('makes the case playable at once: the tutor runs it and the Case Editor lists it', async () => {
    const { id } = (await submit(formBody())).json();
    const listed = await t.app.inject({
      method: 'GET',
      url: '/get_cases',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(listed.json().cases).toContainEqual({
      _id: String(id),
      'Scenario Outline': 'A 4-year-old with bronchiolitis becomes apnoeic on the ward.',
    });

    const stored = await storedCase(id);
    let reply = '';
    const conversation = {
      caseDoc: stored.data,
      state: {},
      history: [],
      images: [],
      instructionText: '',
      now: new Date(),
    };
    for await (const chunk of createTutor(t.config).respond(conversation, 'Begin Simulation')) reply += chunk;
    expect(reply).toContain('bronchiolitis');
  });

  describe('refuses bad input with a 400 naming the field, and stores nothing', () => {
    const huge = 'x'.repeat(9000);
    const cases: [string, () => unknown, RegExp][] = [
      ['no body', () => undefined, /request body must be a JSON object/],
      ['a body that is not an object', () => [1, 2], /must be a JSON object/],
      ['formData of the wrong type', () => ({ ...formBody(), formData: 'a case' }), /^formData/],
      ['phases missing', () => ({ formData: formBody().formData }), /^phases/],
      ['phases not a list', () => ({ ...formBody(), phases: { 0: emptyPhase() } }), /^phases/],
      ['no phase at all', () => ({ ...formBody(), phases: [] }), /^phases/],
      [
        'too many phases',
        () => ({ ...formBody(), phases: Array.from({ length: MAX_PHASES + 1 }, emptyPhase) }),
        /^phases/,
      ],
      [
        'a non-numeric age',
        () => {
          const body = formBody();
          return {
            ...body,
            formData: { ...body.formData, patientReport: { basicInformation: { age: 'four' } } },
          };
        },
        /^formData\.patientReport\.basicInformation\.age/,
      ],
      [
        'a vital sign as text',
        () => {
          const body = formBody();
          return { ...body, phases: [{ ...emptyPhase(), vitalSigns: { hr: 'fast' } }] };
        },
        /^phases\.0\.vitalSigns\.hr/,
      ],
      [
        'a huge string',
        () => {
          const body = formBody();
          return { ...body, formData: { ...body.formData, casePresentation: huge } };
        },
        /^formData\.casePresentation/,
      ],
      [
        'a huge phase field',
        () => ({ ...formBody(), phases: [{ ...emptyPhase(), airway: huge }] }),
        /^phases\.0\.airway/,
      ],
      [
        'more text in all than a case may hold (every field within its own limit)',
        () => ({ ...formBody(), phases: Array.from({ length: MAX_PHASES }, fullPhase) }),
        /^The case is too long: \d{3},\d{3} characters of text in all, at most 100,000\. Its longest field is phases\.0\.initialState/,
      ],
    ];
    for (const [name, payload, message] of cases) {
      it(name, async () => {
        const before = await caseCount();
        const response = await submit(payload());
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error).toMatch(message);
        expect(await caseCount()).toBe(before);
      });
    }

    it('a case of exactly the most text a case may hold is stored whole', async () => {
      const body = formBody();
      const room = MAX_CASE_TEXT_CHARS - caseTextSize(body).chars;
      const phases = [...body.phases, ...Array.from({ length: MAX_PHASES - 2 }, emptyPhase)];
      // Spread over two fields a phase, each within its own limit.
      const share = Math.floor(room / (2 * phases.length));
      for (const [index, phase] of phases.entries()) {
        phase.softStop = 's'.repeat(index === 0 ? room - share * (2 * phases.length - 1) : share);
        phase.disability = 'd'.repeat(share);
      }
      const full = { ...body, phases };
      expect(caseTextSize(full).chars).toBe(MAX_CASE_TEXT_CHARS);
      const response = await submit(full);
      expect(response.statusCode, response.body).toBe(200);
      const stored = await storedCase(response.json().id);
      expect(caseTextSize(stored.data).chars).toBe(MAX_CASE_TEXT_CHARS);
    });

    it('a body over the size limit is a 413, not a crash', async () => {
      const body = formBody();
      const response = await submit({
        ...body,
        formData: { ...body.formData, casePresentation: 'x'.repeat(2_000_000) },
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Request body is too large.' });
    });
  });

  it('is for admins only', async () => {
    const before = await caseCount();
    expect((await submit(formBody(), resident)).statusCode).toBe(403);
    expect((await submit(formBody(), null)).statusCode).toBe(401);
    expect(await caseCount()).toBe(before);
  });
});

/** formBody for a 7-month-old, with `equipment` as the first phase's ventilation-equipment hard stop. */
function infantBody(equipment: string) {
  const body = formBody();
  body.formData.casePresentation = 'A 7-month-old with bronchiolitis becomes apnoeic on the ward.';
  body.formData.patientReport.basicInformation.age = 7 / 12;
  body.formData.patientReport.basicInformation.weight = 8;
  const first = body.phases[0];
  if (first) first.hardStop.ventilationEquipment = equipment;
  return body;
}

const analyse = (payload: unknown, token: string | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/analyze-case',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object,
  });

const equipmentField = (analysis: CaseAnalysis) =>
  analysis.phases[0]?.fields?.find((field) => field.field === 'ventilationEquipment');

describe('POST /analyze-case', () => {
  it('warns beside a field that accepts equipment the built-in limits reject, and stores nothing', async () => {
    const before = await caseCount();
    const response = await analyse(infantBody('Picks an adult mask and a 1000 mL adult bag.'));
    expect(response.statusCode).toBe(200);
    const analysis = CaseAnalysisSchema.parse(response.json());
    expect(equipmentField(analysis)).toEqual({
      field: 'ventilationEquipment',
      items: ['BMV-8', 'BMV-9'],
      rules: ['mask accepted: adult', 'bag accepted: adult, 1000 mL'],
      warnings: [
        'accepts an adult mask: the built-in limits reject it as too big for a 7-month-old and expect an infant mask (size 1-2)',
        'accepts an adult bag of 1000 mL: the built-in limits say a 1000 mL adult bag is too big for a 7-month-old',
      ],
    });
    expect(await caseCount()).toBe(before);
  });

  it('reads "stop if" as ruling the things out, with nothing to warn about', async () => {
    const response = await analyse(infantBody('Stop if an adult mask or a 1000 mL adult bag is used.'));
    expect(equipmentField(response.json())).toMatchObject({
      rules: ['mask ruled out: adult', 'bag ruled out: adult, 1000 mL'],
      warnings: [],
    });
  });

  it('gives the analysis submit-data gives for the same case', async () => {
    const body = infantBody('Picks an adult mask and a 1000 mL adult bag.');
    const analysed = (await analyse(body)).json();
    const submitted = (await submit(body)).json();
    expect(submitted.analysis).toEqual(analysed);
    expect(equipmentField(submitted.analysis)?.warnings).toHaveLength(2);
  });

  it('is for admins only, and refuses a bad body with a 400', async () => {
    expect((await analyse(formBody(), resident)).statusCode).toBe(403);
    expect((await analyse(formBody(), null)).statusCode).toBe(401);
    const bad = await analyse({ formData: {}, phases: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: expect.any(String) });
  });
});
