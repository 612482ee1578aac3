import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './app.ts';
import { PNG } from './fixtures/images.ts';
import { freePort } from './ports.ts';
import { readChatStream } from './sse-client.ts';

/**
 * The first version of this product's web client, replayed call by call over real HTTP: the same
 * request shapes it sent, and each answer read the way it read it (an axios-style `data`). A
 * server change that breaks that client fails here.
 */
let t: TestApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ content: true });
  const port = await freePort();
  await t.app.listen({ port, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${port}`;
  token = await t.tokenFor(ADMIN_EMAIL);
});
afterAll(async () => t?.close());

/** What the client's HTTP library gave its code: the status and the parsed JSON as `data`. */
// biome-ignore lint/suspicious/noExplicitAny: the first client was untyped JavaScript; it is read here as it read its answers
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; data: any }> {
  const isForm = body instanceof FormData;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined || isForm ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return { status: response.status, data: type.startsWith('application/json') ? JSON.parse(text) : text };
}

const participantID = 'ORIG-17';

/**
 * The Data Collection form's state, as the first client kept and sent it: every input's text
 * (numbers too, typed into `<input type="number">`), "" where the author left an input empty,
 * the outline wrapped as `{ ScenarioOutline }`, a phase's airway, breathing, circulation and
 * disability inside `vitalSigns` (its inputs are named `vitalSigns.airway` ...), and a soft stop
 * that stays `{}` until typed into.
 */
const scenarioOutline = {
  casePresentation: 'A 3-year-old boy with croup becomes apnoeic in the emergency department.',
  objectives: {
    objective1: 'Choose a mask that covers nose and mouth',
    objective2: 'Open the airway',
    objective3: 'Ventilate at an age-appropriate rate',
    objective4: '',
    objective5: '',
  },
  patientReport: {
    basicInformation: { name: 'JB', age: '3', sex: 'male', weight: '', diagnosis: 'croup' },
    history: {
      symptoms: 'barking cough',
      allergies: 'None',
      medications: 'None',
      pmh: 'None',
      lastMeal: 'None',
      events: 'None',
    },
    PMH: {
      medicalConditions: 'None',
      hospitalizations: 'None',
      surgeries: 'None',
      allergies: 'None',
      medications: 'None',
      socialHistory: 'None',
      vaccinations: 'None',
      familyHistory: 'None',
    },
    initialExam: {
      generalAppearance: 'limp',
      breathing: 'apnoeic',
      circulation: 'pale',
      abdomen: 'soft',
      neuro: 'unresponsive',
      disability: '',
    },
    labs: { rvp: '' },
  },
};
const phases = [
  {
    initialState: 'Apnoeic and cyanotic.',
    vitalSigns: {
      hr: '90',
      rr: '0',
      temp: '38.2',
      nibp: '85',
      o2: '72',
      co2: '',
      airway: 'Patent with positioning',
      breathing: 'None',
      circulation: 'Weak pulses',
      disability: '',
    },
    hardStop: {
      ventilationEquipment: 'Selects a mask of the right size',
      ventilationTechnique: '',
      airwayManagement: 'Opens the airway',
      maskPositioning: '',
    },
    softStop: 'Reassess after five breaths',
  },
  // "Add Phase" pressed and nothing typed: the original's blank phase, soft stop still {}.
  {
    initialState: '',
    vitalSigns: {
      hr: '',
      rr: '',
      temp: '',
      nibp: '',
      o2: '',
      co2: '',
      airway: '',
      breathing: '',
      circulation: '',
      disability: '',
    },
    hardStop: {
      ventilationEquipment: '',
      ventilationTechnique: '',
      airwayManagement: '',
      maskPositioning: '',
    },
    softStop: {},
  },
];

describe('the original web client, replayed', () => {
  it('plays a chat: participant, reset, init, a turn streamed to stream_close, an image', async () => {
    const set = await call('POST', '/set-participant-id', { participantID });
    expect(set.status).toBe(200);
    expect(set.data.message).toContain(participantID);
    expect((await call('POST', '/reset-conversation', { participantID })).status).toBe(200);
    expect((await call('POST', '/init-conversation', { participantID })).status).toBe(200);

    expect((await call('POST', '/submit-user-input', { text: 'Begin Simulation' })).status).toBe(200);
    const stream = await readChatStream(baseUrl, token);
    expect(stream.closed).toBe(true);
    expect(stream.text.length).toBeGreaterThan(0);

    const image = await call('GET', '/get-image/1');
    expect(image.status).toBe(200);
    expect((await fetch(new URL(image.data.image, baseUrl))).status).toBe(200);
  });

  it('saves the chat as the flat message list it kept, and reads it back in Chat History', async () => {
    const messages = [
      { id: 1700000000000, text: 'Please type "Begin Simulation" to begin', sender: 'bot', type: 'text' },
      { id: 1700000001000, text: 'Begin Simulation', sender: 'user', type: 'text' },
      { id: 1700000002000, text: 'A 3-year-old...', sender: 'bot', type: 'text', isStreamed: false },
    ];
    const saved = await call('POST', '/submit-chat-history', messages);
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);

    const recent = await call('GET', '/get-last-cases');
    expect(Array.isArray(recent.data)).toBe(true);
    const row = recent.data.find((r: { participantID: string }) => r.participantID === participantID);
    expect(row).toBeDefined();
    expect(Number.isNaN(Date.parse(row.timestamp))).toBe(false);

    const history = await call('GET', `/get-conversation-history/${participantID}`);
    expect(history.data.conversationHistory).toHaveLength(1);
    const [group] = history.data.conversationHistory;
    expect(Number.isNaN(Date.parse(group.timestamp))).toBe(false);
    expect(group.history).toEqual(messages);
  });

  it('submits a case as { formData: { ScenarioOutline }, phases } and finds it whole, as sent, in the Case Editor', async () => {
    const before = (await call('GET', '/get_cases')).data.cases.length;
    const submitted = await call('POST', '/submit-data', {
      formData: { ScenarioOutline: scenarioOutline },
      phases,
    });
    expect(submitted.status, JSON.stringify(submitted.data)).toBe(200);
    // The simulator read both phases of the original form (its checklists come from the hard stops).
    expect(submitted.data.analysis.phases).toHaveLength(2);

    const { cases } = (await call('GET', '/get_cases')).data;
    expect(cases).toHaveLength(before + 1);
    const listed = cases.at(-1);
    expect(listed['Scenario Outline']).toContain('croup');

    // The editor turned the key/value pairs into one flat object, and saved it back without _id.
    const { data } = (await call('GET', `/get_case/${listed._id}`)).data;
    const flat = Object.fromEntries(
      data.map(({ key, value }: { key: string; value: unknown }) => [key, value]),
    );
    expect(flat['Scenario Outline']).toEqual(scenarioOutline);
    expect(flat.Phases).toEqual(phases);

    const { _id, ...fields } = flat;
    const unchanged = await call('PUT', `/update_case/${_id}`, fields);
    expect(unchanged.status, JSON.stringify(unchanged.data)).toBe(200);
    expect(unchanged.data.success).toBe(true);

    const edited = { ...fields, 'Scenario Outline': { ...scenarioOutline, casePresentation: 'Edited.' } };
    delete (edited as Record<string, unknown>)._version;
    const saved = await call('PUT', `/update_case/${_id}`, edited);
    expect(saved.data.success).toBe(true);
    const reread = (await call('GET', `/get_case/${_id}`)).data.data;
    const outline = reread.find((pair: { key: string }) => pair.key === 'Scenario Outline').value;
    expect(outline.casePresentation).toBe('Edited.');
  });

  it('edits the instruction as plain text', async () => {
    const saved = await call('POST', '/api/save-instruction-text', { text: 'Be brief. Teach RCDP.' });
    expect(saved.status).toBe(200);
    const read = await call('GET', '/api/instruction-text');
    expect(read.data).toBe('Be brief. Teach RCDP.');
  });

  it('uploads an image in the field "image", lists it and deletes it', async () => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'diagram.png');
    const uploaded = await call('POST', '/upload_image', form);
    expect(uploaded.status, JSON.stringify(uploaded.data)).toBe(201);
    expect(uploaded.data).toMatchObject({ id: expect.any(Number), url: expect.any(String) });

    const { images } = (await call('GET', '/get_images')).data;
    expect(images.map((i: { id: number }) => i.id)).toContain(uploaded.data.id);

    expect((await call('DELETE', `/delete_image/${uploaded.data.id}`)).status).toBe(200);
    const missing = await call('DELETE', `/delete_image/${uploaded.data.id}`);
    expect(missing.status).toBe(404);
    expect(typeof missing.data.error).toBe('string');
  });
});
