import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { session } from '../../../../test/fixtures/sim/session.ts';
import { SAMPLE_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import type { ImageRef } from '../tutor.ts';

async function running(caseDoc = sampleCase, images?: ImageRef[]) {
  const s = session(caseDoc, images ? { images } : {});
  await s.say('Begin Simulation');
  return s;
}

describe('questions about the patient', () => {
  it.each([
    [
      'what are the vitals?',
      '**Vitals**: HR 125/min | RR 0/min | Temp 37.5 °C | NIBP 93/58 mmHg | SpO2 73% | EtCO2 —',
    ],
    ['sats?', '**SpO2**: 73%'],
    ['heart rate?', '**Heart rate**: 125/min'],
    ['What is the EtCO2?', '**EtCO2**: not recorded'],
    ['how much does he weigh?', '**Weight**: 18 kg'],
    ['how old is he?', '**Age**: 4-year-old'],
    ['any allergies?', '**Allergies**: None known'],
    ['medications?', '**Medications**: Levetiracetam'],
    ['PMH?', '**Past medical history**: Epilepsy'],
    ['when did he last eat?', '**Last meal**: 6 hours ago'],
    ['what happened?', '**Events**: Prolonged seizure'],
    ['labs?', '**Labs**: Respiratory viral panel positive for influenza A'],
    ['history', '**History**\n- Symptoms: Fever, cough, seizure'],
    ['exam?', '**Initial examination**\n- General appearance: Unresponsive, secretions pooling at the mouth'],
    ['patient report', '**Patient**: RJ, a 4-year-old male, 18 kg.'],
    ['does he have a gag reflex?', '**Gag reflex**: absent'],
    ['is the chest rising?', '**Breathing**: No chest rise'],
    ['is there an IV?', 'An IV is in place; there is no intubation equipment in the room.'],
  ])('answers %j from the case', async (question, answer) => {
    const s = await running();
    expect(await s.say(question)).toContain(answer);
  });

  it('answers from the current phase', async () => {
    const s = await running();
    await s.sayAll(SAMPLE_RUN.phase1);
    expect(await s.say('what is the SpO2 now?')).toContain('**SpO2**: 58%');
    expect(await s.say('glucose?')).toContain('Blood glucose is 96 mg/dL.');
  });

  it('says so when the case does not tell', async () => {
    const s = await running();
    expect(await s.say('what is his favourite colour?')).toContain('That is not in the case notes.');
  });

  it('reports the gag reflex the infant develops in phase 3', async () => {
    const s = await running(infantCase);
    await s.sayAll([
      'Call for help! Suction the nose with an 8 Fr catheter; shoulder roll, head neutral.',
      'Infant mask, 500 ml self-inflating bag, oxygen at 15 L/min.',
      'I stand at the head of the bed, jaw thrust, mask over mouth and nose with the narrow end on the bridge of the nose, C-E grip for a good seal, keeping it off the eyes.',
      'Small gentle squeezes until the chest rises, one breath every 2 to 3 seconds.',
    ]);
    expect(s.state.phase).toBe(2);
    expect(await s.say('is there a gag reflex?')).toContain('**Gag reflex**: present');
  });
});

describe('images and teaching points', () => {
  it.each([
    ['show me how to size an OPA', 11],
    ['picture of an oral airway', 11],
    ['image of a nasal trumpet', 12],
    ['show me the mask fit', 13],
    ['a diagram of the jaw thrust please', 14],
  ])('%j points to image %d', async (request, id) => {
    const s = await running();
    expect(await s.say(request)).toMatch(new RegExp(`Related image found, image id is ${id}$`));
  });

  it('says when the library has nothing on the topic', async () => {
    const s = await running();
    expect(await s.say('show me a picture of a cat')).toBe('There is no image for that in the library.');
    expect(await s.say('show me the oxygen flowmeter')).toBe('There is no image for that in the library.');
  });

  it('finds images by their tags and titles, whatever their ids', async () => {
    const s = await running(sampleCase, [
      { id: 7, title: 'Diagram 1', tags: ['Oral airway'] },
      { id: 3, title: 'Guedel airway sizing', tags: [] },
    ]);
    expect(await s.say('show me an OPA')).toMatch(/image id is 3$/);
  });

  it.each([
    ['how do I size an OPA?', 'corner of the mouth to the angle of the jaw', 11],
    ['explain jaw thrust', 'lift it forward', 14],
    ['how to hold the mask', 'E-C clamp', 13],
    ['how do I size an NPA?', 'tragus', 12],
  ])('%j gets a short explanation with an instruction image', async (request, text, id) => {
    const s = await running();
    const reply = await s.say(request);
    expect(reply).toContain(text);
    expect(reply).toMatch(new RegExp(`Instruction image found, image id is ${id}$`));
  });

  it('explains without an image when none fits, and lists the topics when none is named', async () => {
    const s = await running();
    const reply = await s.say('what rate should I bag at?');
    expect(reply).toContain('20-30 breaths/min');
    expect(reply).not.toContain('image id');
    expect(await s.say('explain')).toContain('I can explain:');
  });

  it('does not count a question about an OPA as inserting one', async () => {
    const s = await running();
    await s.sayAll([...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2]);
    await s.say('how do I size an OPA?');
    expect(s.state.phaseItems).toEqual([]);
  });
});

describe('help, hints and soft stops', () => {
  it('lists what the trainee can do on "help"', async () => {
    const s = await running();
    const reply = await s.say('help');
    expect(reply).toContain('**How this works**');
    expect(reply).toContain('- Ask about the patient');
  });

  it('gives the case soft stop after two unproductive turns, then names the missing action outright', async () => {
    const s = await running();
    const first = await s.say('qwerty uiop');
    expect(first).toContain('I did not find a bedside action or a question about the patient in that.');
    expect(first).not.toContain('**Hint**');
    const second = await s.say('zxcv');
    expect(second).toContain('**Hint**: What equipment do you need at the bedside?');
    expect(second).toContain('The SpO2 is drifting down: 70%.');
    await s.say('blah');
    const fourth = await s.say('blah blah');
    expect(fourth).toContain(
      '**Hint**: What is still missing is **clearing secretions**: Suctions secretions',
    );
    expect(second).not.toMatch(/suction|Yankauer|child mask|500 mL/i);
  });

  it('nudges towards the first missing item when the phase has no soft stop', async () => {
    const s = await running();
    await s.sayAll([...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2]);
    await s.say('hmm');
    expect(await s.say('hmm')).toContain(
      '**Hint**: Could something keep the airway open between your breaths?',
    );
  });

  it('gives a hint straight away on request', async () => {
    const s = await running();
    expect(await s.say('hint')).toBe('**Hint**: What equipment do you need at the bedside?');
  });

  it('asks for the missing detail instead of guessing', async () => {
    const s = await running();
    const reply = await s.say('I grab the BVM and connect it to oxygen');
    expect(reply).toContain('**Question**: Which mask size do you pick for a 4-year-old');
    expect(reply).toContain('**Question**: What volume of bag do you pick for a 4-year-old?');
    expect(reply).toContain('**Question**: Is the oxygen flowing, and at what flow (L/min)?');
    expect(s.state.phaseItems).toEqual([]);
    await s.say('a child BVM, 15 L of oxygen');
    expect(s.state.phaseItems).toEqual(['BMV-8', 'BMV-9', 'BMV-10']);
  });

  it('accepts an adult bag for a young child with a caution that reaches the debrief', async () => {
    const s = await running();
    const reply = await s.say('a 1000 mL bag');
    expect(reply).toContain(
      '- Bag choice: a 1000 mL bag. Note: An adult bag works for a child only if you squeeze',
    );
    expect(s.state.phaseItems).toEqual(['BMV-9']);
    const replies = await s.sayAll([...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase3]);
    expect(replies.at(-1)).toContain('**Keep in mind**\n- An adult bag works for a child only');
  });

  it('reads a size given as an afterthought', async () => {
    const s = await running();
    await s.sayAll([...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2]);
    expect(await s.say('I insert an OPA, size 1')).toContain(
      'Adjunct choice and size: an OPA, about 70 mm long.',
    );
  });

  it('asks for details of items the phase does not require, without counting them as progress', async () => {
    const s = await running();
    const reply = await s.say('I insert an OPA');
    expect(reply).toContain('**Question**: What size of OPA, and how do you measure it?');
    expect(s.state.idleTurns).toBe(1);
  });

  it('does not credit a refused action', async () => {
    const s = await running();
    const reply = await s.say('I would not suction');
    expect(reply).toContain('Clearing secretions: noted that you would not do this now.');
    expect(s.state.phaseItems).toEqual([]);
  });

  it('keeps the trainee in a bag-mask scenario', async () => {
    const s = await running();
    expect(await s.say('I intubate him')).toContain('An advanced airway is not part of this scenario');
  });

  it('notes that the simulation is already running', async () => {
    const s = await running();
    expect(await s.say('Begin Simulation')).toContain('already running: you are in phase 1');
    expect(await s.say('restart')).toContain('press New case');
  });
});
