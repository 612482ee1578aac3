/** Ask when unsure, never ignore (dialogue.ts): questions that settle an item, hints on "next", the rest of medicine. */
import { describe, expect, it } from 'vitest';
import { session } from '../../../../test/fixtures/sim/session.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { CLARIFYING_QUESTIONS } from './dialogue.ts';

async function running() {
  const s = session(sampleCase);
  await s.say('Begin Simulation');
  return s;
}

const NOT_TAKEN_IN = /could not match|not in the case notes/i;

describe('a message that touches an item without settling it gets one short question', () => {
  it('the mask named by its ends: asked which end goes where; "the pointy one" settles it', async () => {
    const s = await running();
    const asked = await s.say('I place the mask the usual way up');
    expect(asked).toContain('**Question**: Which end of the mask goes over the bridge of the nose?');
    expect(asked).toContain('the mask');
    expect(s.state.pending).toBe('BMV-11');
    await s.say('the pointy one');
    expect(s.state.items['BMV-11']?.doneAtMs).not.toBeNull();
    expect(s.state.items['BMV-11']).toBeDefined();
    expect(s.state.pending).toBeNull();
  });

  it('a wrong answer is a wrong action: the wide end over the nose stops', async () => {
    const s = await running();
    await s.say('mask goes on, pointy end up');
    const reply = await s.say('the wide end');
    expect(reply).toMatch(/^\*\*Pause\.\*\* The mask is upside down\./);
    expect(s.state.hardStops.map((stop) => stop.item)).toEqual(['BMV-11']);
  });

  it('the eyes named without saying whether they are kept free: asked; "I keep my fingers off them" settles it', async () => {
    const s = await running();
    const asked = await s.say('mask on, careful with the eyes');
    expect(asked).toContain(`**Question**: ${CLARIFYING_QUESTIONS['BMV-15']}`);
    await s.say('I keep my fingers off them');
    expect(s.state.items['BMV-15']?.doneAtMs).toBeTypeOf('number');
  });

  it('an answer that says nothing about the eyes is not read as one ("I press down firmly" is about the mask)', async () => {
    const s = await running();
    await s.say('mask on, careful with the eyes');
    const reply = await s.say('I press down firmly');
    expect(reply).not.toContain('**Pause.**');
    expect(s.state.pending).toBeNull();
  });

  it('the question is open for one message only, and never gives the answer away', async () => {
    const s = await running();
    await s.say('I place the mask the usual way up');
    await s.say('what are the vitals?');
    expect(s.state.pending).toBeNull();
    await s.say('the pointy one');
    expect(s.state.items['BMV-11']).toBeUndefined();
    for (const question of Object.values(CLARIFYING_QUESTIONS))
      expect(question).not.toMatch(/narrow|pointy|apex|wide|off|clear|away|no pressure/i);
  });

  it('nothing is asked about an item already settled', async () => {
    const s = await running();
    await s.say('narrow end of the mask over the bridge of the nose');
    expect(await s.say('the mask goes on, the wide end on top')).not.toContain('**Question**');
  });
});

describe('"next", "ok", "what now?" give the next hint', () => {
  it.each([
    'next',
    'ok',
    'Okay.',
    'what now?',
    "I'm stuck",
    'what happens now?',
    'go on',
    'anything else?',
    "done? what's next",
    // Two phrases of one request.
    "I'm stuck, what now?",
    'stuck. what now',
    'no idea what to do now',
    'i am stuck and i need a hint',
    // "help" after a hint request asks the tutor, not the team.
    "I'm not sure, help",
    // The step said done first, filler, or the request in other words.
    'done, next step?',
    'ok, done. anything else?',
    'umm... next?',
    'help? what now',
    'what else can I change?',
    "what's left to do",
    'dunno, what else?',
    'is that it? anything else?',
    'sorry, I blanked. help?',
  ])('%j', async (message) => {
    const s = await running();
    const reply = await s.say(message);
    expect(reply).toMatch(/^\*\*Hint\*\*: /);
  });
});

describe('a request said beside an action is the action', () => {
  it.each(["stuck, I'll suction", 'what now? suction the mouth'])('%j', async (message) => {
    const s = await running();
    expect(await s.say(message)).toContain('Clearing secretions');
  });
});

describe('sensible actions outside the airway checklist are acknowledged in one line', () => {
  it.each([
    ['I give naloxone 0.1 mg/kg IV', 'naloxone'],
    ['check a glucose', 'glucose'],
    ["I'll get IV access", 'IV or IO access'],
    ['someone please tell the parents what is happening', 'talking to the family'],
  ])('%j', async (message, named) => {
    const s = await running();
    const reply = await s.say(message);
    expect(reply.split('\n')[0]).toBe(
      `Noted: ${named} (outside this airway checklist, so not scored here). Carry on with the airway and breathing.`,
    );
    expect(reply).not.toMatch(NOT_TAKEN_IN);
  });

  it('beside airway actions, as one more line', async () => {
    const s = await running();
    const reply = await s.say('I call for help and give naloxone');
    expect(reply).toContain('- Calling for help');
    expect(reply).toContain('Noted: naloxone (outside this airway checklist');
  });
});

describe('a message that was not understood', () => {
  it('says what was understood and offers a way on', async () => {
    const s = await running();
    const reply = await s.say('the mask thing, hmm');
    expect(reply).toContain('I understood that this is about the mask, but not what you do.');
    expect(reply).toContain('type "hint"');
    expect(reply).not.toMatch(NOT_TAKEN_IN);
  });

  it('with nothing recognised, says so and offers a way on', async () => {
    const s = await running();
    const reply = await s.say('qwerty');
    expect(reply).toContain('I did not find a bedside action or a question about the patient in that.');
    expect(reply).toContain('ask about the patient');
  });
});

describe('said to the tutor rather than the patient', () => {
  it('"how am I doing?" gets the phase goals met, without naming what is missing', async () => {
    const s = await running();
    await s.say('I suction the secretions from his mouth with a Yankauer.');
    const reply = await s.say('how am I doing?');
    expect(reply).toMatch(/^So far in this phase: 1 of \d+ goals met\./);
    expect(reply).not.toMatch(/suction|mask|bag/i);
  });

  it('"thanks" is acknowledged with a way on', async () => {
    const s = await running();
    expect(await s.say('thanks!')).toBe(
      'Noted. Tell me what you do next at the bedside, or type "hint" for a pointer.',
    );
  });

  it.each([
    'Do you want the paediatric bag or the adult one for him?',
    'jaw thrust or chin lift? no neck injury',
    'For a 4 year old is it a child mask or an infant one?',
    'do I bag him at 40 a minute?',
  ])('"%s" is a choice asked, not a choice made: nothing is scored and nothing stops', async (message) => {
    const s = await running();
    const reply = await s.say(message);
    expect(reply).not.toContain('**Pause.**');
    expect(Object.values(s.state.items).filter((item) => item?.doneAtMs)).toEqual([]);
  });

  it('"can I give naloxone?" is the trainee\'s call, outside this checklist', async () => {
    const s = await running();
    const reply = await s.say('could we give some naloxone?');
    expect(reply).toContain('naloxone (outside this airway checklist');
    expect(reply).not.toMatch(NOT_TAKEN_IN);
  });
});

describe('short requests and questions put to the tutor are answered, never "not in the case notes"', () => {
  it.each(['any pointers?', 'could you give me a clue', 'some advice please', 'can you give us a tip?'])(
    '"%s" gets the next hint',
    async (message) => {
      const s = await running();
      const reply = await s.say(message);
      expect(reply).toContain('**Hint**');
    },
  );

  it.each(['all done?', 'finished?', 'are we done?', 'is that everything?'])(
    '"%s" gets the goals met so far',
    async (message) => {
      const s = await running();
      expect(await s.say(message)).toMatch(/goals met/);
    },
  );

  it.each([
    ['Could someone keep track of the time for me?', 'documentation'],
    ['can you note the time please?', 'documentation'],
    ['Could somebody get an NG tube ready?', 'a gastric tube'],
  ])('"%s": a task for the team, acknowledged in one line', async (message, named) => {
    const s = await running();
    const reply = await s.say(message);
    expect(reply).toContain(`Noted: ${named}`);
    expect(reply).not.toMatch(NOT_TAKEN_IN);
  });

  it('a task for the team the tutor knows nothing of is acknowledged too', async () => {
    const s = await running();
    const reply = await s.say('Can somebody pull the curtains around the bed?');
    expect(reply).not.toMatch(NOT_TAKEN_IN);
    expect(s.state.hardStops).toEqual([]);
  });

  it.each([
    'May I put an oral airway in a child who is gagging?',
    'do we give the adult bag to a 4 year old?',
    'Child mask or infant mask for him?',
    'should the flow be 5 or 15?',
  ])('"%s": a decision asked for, neither a stop nor a credit', async (message) => {
    const s = await running();
    await s.say(message);
    expect(s.state.hardStops).toEqual([]);
    expect(Object.keys(s.state.items)).toEqual([]);
  });
});
