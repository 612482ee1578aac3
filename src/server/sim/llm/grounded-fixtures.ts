/**
 * Fixtures for the grounded tutor's tests: readings of the sample case's messages, and a fixture "model" for
 * the local OpenAI-protocol server that answers reading requests from those readings and speaking requests
 * by saying the simulator's reply in its own voice, as a well-behaved model would.
 */
import type { ChatRequestBody, FakeBehaviour, Responder } from '../../../../test/fake-openai-server.ts';
import { behave } from '../../../../test/fake-openai-server.ts';
import { itemOfTechnique } from './canonical.ts';
import type { ReadAction, Reading, Technique } from './reading.ts';

export function act(technique: Technique, extra: Partial<ReadAction> = {}): ReadAction {
  return {
    item: itemOfTechnique(technique),
    technique,
    status: 'done',
    negated: false,
    maskSize: null,
    bagVolumeMl: null,
    bagType: null,
    oxygenLitresPerMin: null,
    breathsPerMin: null,
    adjunct: null,
    adjunctSizeCode: null,
    adjunctSizeMm: null,
    landmark: null,
    ...extra,
  };
}

export const bedside = (
  actions: ReadAction[],
  patientQuestions: Reading['patientQuestions'] = [],
): Reading => ({
  intent: 'bedside',
  actions,
  patientQuestions,
});

export const CONTROL: Reading = { intent: 'control', actions: [], patientQuestions: [] };

/** The sample case played right, with one critical error in phase 2 (a stop and a rewind). */
export const SAMPLE_PLAY: [message: string, reading: Reading][] = [
  ['Begin Simulation', CONTROL],
  ['What is the heart rate?', bedside([], ['heart_rate'])],
  [
    'Calling for help, I stand at the head of the bed and suction the secretions with a Yankauer.',
    bedside([act('call_for_help'), act('stand_at_head'), act('suction')]),
  ],
  [
    'Child mask, 500 ml self-inflating bag, O2 at 15 litres.',
    bedside([
      act('choose_mask', { maskSize: 'child' }),
      act('choose_bag', { bagVolumeMl: 500, bagType: 'self-inflating' }),
      act('connect_oxygen', { oxygenLitresPerMin: 15 }),
    ]),
  ],
  [
    'mask on, pointy end up over the nose bridge, mouth and nose covered, EC grip, good seal, off the eyes',
    bedside([
      act('mask_right_way_round'),
      act('mask_covers_mouth_and_nose'),
      act('ec_clamp'),
      act('tight_seal'),
      act('eyes_protected'),
    ]),
  ],
  ['Should I extend the neck a lot?', bedside([act('hyperextend_neck', { status: 'hypothetical' })])],
  ['I crank the head right back to open things up', bedside([act('hyperextend_neck')])],
  [
    'Sniffing position, jaw thrust with fingers on the bony mandible.',
    bedside([act('sniffing_position'), act('jaw_thrust')]),
  ],
  [
    'Mask hand lifts the jaw into the mask, gentle squeezes over a second till the chest rises, one breath every 3 s.',
    bedside([
      act('lift_jaw_into_mask'),
      act('gentle_squeeze'),
      act('ventilate_at_rate', { breathsPerMin: 20 }),
    ]),
  ],
  [
    'OPA measured corner of mouth to angle of jaw, put it in.',
    bedside([
      act('choose_adjunct', { adjunct: 'opa', landmark: 'corner_of_mouth_to_angle_of_jaw' }),
      act('insert_adjunct', { adjunct: 'opa' }),
    ]),
  ],
  [
    'Reassessing: chest rising well and sats coming up.',
    bedside([act('reassess'), act('effective_ventilation')]),
  ],
];

export const lastUserText = (body: ChatRequestBody): string => {
  const last = [...(body.messages ?? [])].reverse().find((m) => m.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
};

export const isReadRequest = (body: ChatRequestBody) =>
  body.response_format !== undefined || body.tools !== undefined;

/** The simulator's reply quoted in a speaking request. */
export function simulatorReplyIn(body: ChatRequestBody): string {
  const text = lastUserText(body);
  const start = text.indexOf('"""\n');
  const end = text.lastIndexOf('\n"""');
  return start >= 0 && end > start ? text.slice(start + 4, end) : '';
}

/** Says the simulator's reply in a voice of its own, streamed word by word. */
export function faithfulSpeech(body: ChatRequestBody): FakeBehaviour {
  const said = simulatorReplyIn(body);
  const text = /^\*\*Pause\./.test(said) ? `${said}\nTake a breath: you have got this.` : `Right. ${said}`;
  return behave.reply(text.split(/(?<= )/));
}

/**
 * A fixture model: readings from `readings` by the trainee's message (unknown messages read as control, so
 * the engine reads them), `speak` for every speaking request.
 */
export function fixtureModel(
  readings: Map<string, Reading>,
  options: { mode?: 'content' | 'toolCall'; speak?: (body: ChatRequestBody) => FakeBehaviour } = {},
): Responder {
  return (body) => {
    if (!isReadRequest(body)) return (options.speak ?? faithfulSpeech)(body);
    const reading = readings.get(lastUserText(body)) ?? CONTROL;
    return options.mode === 'toolCall' ? behave.toolCall(reading) : behave.content(reading);
  };
}
