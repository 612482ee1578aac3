import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { session } from '../../../../test/fixtures/sim/session.ts';
import { SAMPLE_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import { type CaseDocument, CaseDocumentSchema } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { analyzeCase } from './analyze-case.ts';
import { runTurn } from './turn.ts';

/** A copy of a case with some of its phases' hard stops (and texts) rewritten, as another author would. */
function authored(base: CaseDocument, edit: (doc: CaseDocument) => void): CaseDocument {
  const doc = structuredClone(base);
  edit(doc);
  return CaseDocumentSchema.parse(doc);
}

/** What the engine read in one message in the given phase (after the case's earlier phases). */
function reading(caseDoc: CaseDocument, input: string, before: string[] = []) {
  let state: unknown = {};
  for (const said of ['Begin Simulation', ...before]) {
    state = runTurn({ caseDoc, state, input: said, now: new Date(0), images: [] }).state;
  }
  return runTurn({ caseDoc, state, input, now: new Date(1000), images: [] });
}

const itemsRead = (result: ReturnType<typeof reading>) =>
  Object.fromEntries((result.reading?.items ?? []).map((entry) => [entry.item, entry.verdict]));

/** A 9-month-old whose case text names an infant self-inflating bag of 450-500 mL. */
const secretionsInfant = authored(infantCase, (doc) => {
  const first = doc.Phases[0];
  if (first) {
    first.hardStop.ventilationEquipment =
      'Picks an infant mask and an infant self-inflating bag (450-500 mL) connected to oxygen at 15 L/min.';
  }
});

/** A 12-year-old (a child by age) that the author wants ventilated at the adult rate. */
const adultRate = authored(sampleCase, (doc) => {
  doc['Scenario Outline'].patientReport.basicInformation.age = 12;
  doc['Scenario Outline'].casePresentation = 'Sam, a 12-year-old boy, is apnoeic after a seizure.';
  const second = doc.Phases[1];
  if (second) {
    second.hardStop.ventilationTechnique =
      'Ventilates at the adult rate of 1 breath every 6 seconds, each breath over 1 second; keeps the airway open with the mask hand.';
  }
  const third = doc.Phases[2];
  if (third) third.hardStop.airwayManagement = 'Inserts an NPA sized from the nostril to the tragus; no OPA.';
});

describe("the case author's text rules over the defaults", () => {
  it('accepts "an infant bag" on a case whose text names an infant bag of 450-500 mL', async () => {
    const s = session(secretionsInfant);
    await s.say('Begin Simulation');
    const reply = await s.say("I'd like an infant bag and mask");
    expect(reply).not.toContain('**Pause.**');
    expect(reply).toContain('Bag choice: an infant bag, as the case asks');
    expect(s.state.phaseItems).toEqual(expect.arrayContaining(['BMV-8', 'BMV-9']));
  });

  it('asks the volume of "an infant bag" for an infant where the text is silent (250 or 500 mL by maker)', () => {
    const asked = reading(infantCase, "I'd like an infant bag");
    expect(asked.reply).not.toContain('**Pause.**');
    expect(asked.reply).toContain('What volume is the infant bag');
    expect(reading(infantCase, "I'd like a 250 mL infant bag").reply).toMatch(
      /^\*\*Pause\.\*\* A 250 mL bag is too small/,
    );
  });

  it("holds the trainee to the author's rate, not the age default", () => {
    const before = SAMPLE_RUN.phase1;
    expect(itemsRead(reading(adultRate, 'one breath every 6 seconds', before))).toEqual({ 'BMV-19': 'ok' });
    const tooFast = reading(adultRate, 'I bag at 20 per minute', before);
    expect(tooFast.reply).toMatch(/^\*\*Pause\.\*\* 20 breaths\/min is too fast for a 12-year-old/);
    expect(tooFast.reply).toContain('Ventilate at 10 breaths/min, as this case asks.');
  });

  it('stops what the text rules out, here an OPA', () => {
    const before = [...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2];
    const stop = reading(
      adultRate,
      'I size an OPA from the corner of the mouth to the angle of the jaw',
      before,
    );
    expect(stop.reply).toMatch(/^\*\*Pause\.\*\* An OPA is ruled out in this case\./);
    expect(stop.reply).toContain('Use what the case asks for: NPA.');
  });

  it('shows the author what it took from each field', () => {
    const analysis = analyzeCase(secretionsInfant);
    const equipment = analysis.phases[0]?.fields.find((field) => field.field === 'ventilationEquipment');
    expect(equipment?.items).toEqual(['BMV-8', 'BMV-9', 'BMV-10']);
    expect(equipment?.rules).toEqual(
      expect.arrayContaining([
        'mask accepted: infant',
        'bag accepted: infant, 450-500 mL',
        'oxygen flow: 15 L/min',
      ]),
    );
    const rate = analyzeCase(adultRate).phases[1]?.fields.find(
      (field) => field.field === 'ventilationTechnique',
    );
    expect(rate?.rules).toContain('ventilation rate: 10 breaths/min');
    const adjuncts = analyzeCase(adultRate).phases[2]?.fields.find(
      (field) => field.field === 'airwayManagement',
    );
    expect(adjuncts?.rules).toEqual(
      expect.arrayContaining(['adjunct accepted: NPA', 'adjunct ruled out: OPA']),
    );
  });
});

/** The sample with phase 2 naming the equipment again, as authors often do. */
const equipmentAgain = authored(sampleCase, (doc) => {
  const second = doc.Phases[1];
  if (second)
    second.hardStop.ventilationEquipment = 'Keeps the child mask and 500 mL bag on oxygen at 15 L/min.';
});

describe('progress that follows the patient', () => {
  it('does not make the trainee repeat in phase 2 what phase 1 saw done', async () => {
    const s = session(equipmentAgain);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1]);
    expect(s.state.phase).toBe(1);
    const replies = await s.sayAll(SAMPLE_RUN.phase2);
    expect(replies.at(-1)).toContain('**Phase 2 complete.**');
  });

  it('makes a phase redo its own work after a hard stop, but keeps what earlier phases did', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1]);
    await s.say('Jaw thrust.');
    expect(s.state.phaseItems).toContain('BMV-4');
    await s.say('I hyperextend the neck');
    expect(s.state.attempt).toBe(2);
    expect(s.state.phaseItems).toEqual([]);
    expect(s.state.heldItems).toEqual(expect.arrayContaining(['BMV-8', 'BMV-9', 'BMV-10']));
  });

  it('resolves at once a phase whose needs were all met ahead of the case', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase1.slice(0, 2)]);
    const reply = await s.say(SAMPLE_RUN.phase1[2] as string);
    expect(reply).toContain('**Phase 2 complete.**');
    expect(s.state.phase).toBe(2);
  });

  it('reads "I reposition her head and add a jaw thrust" as head position and airway opening', () => {
    const before = infantCase.Phases[0] ? ['x'] : [];
    void before;
    expect(itemsRead(reading(sampleCase, 'I reposition his head and add a jaw thrust'))).toEqual({
      'BMV-3': 'ok',
      'BMV-4': 'ok',
    });
    expect(itemsRead(reading(infantCase, 'I reposition her head and add a jaw thrust'))).toEqual({
      'BMV-3': 'ok',
      'BMV-4': 'ok',
    });
  });

  it('reads "two-person bagging" as the two-person mask hold, not calling for help', () => {
    expect(itemsRead(reading(sampleCase, 'two-person bagging'))).toEqual({ 'BMV-13': 'ok' });
  });

  it.each(['what next?', 'What am I missing?', "I'm stuck", 'ok so what now?', 'any hints?'])(
    'gives the next hint on %j',
    async (input) => {
      const s = session(sampleCase);
      await s.say('Begin Simulation');
      const reply = await s.say(input);
      expect(reply.startsWith('**Hint**: '), reply).toBe(true);
      expect(reply).not.toContain('not in the case notes');
    },
  );

  it('escalates: a nudge first, then the missing action named outright', async () => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    expect(await s.say('hint')).toBe('**Hint**: What equipment do you need at the bedside?');
    expect(await s.say('what next?')).toContain('What is still missing is **clearing secretions**');
  });

  it('names the missing action within four idle turns', async () => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    const replies = await s.sayAll(['hmm', 'hmm', 'hmm', 'hmm']);
    expect(replies.at(-1)).toContain('What is still missing is');
  });

  it.each(['end the case', 'Debrief', "let's debrief"])(
    'ends the case on %j, undone items marked',
    async (input) => {
      const s = session(sampleCase);
      await s.sayAll(['Begin Simulation', SAMPLE_RUN.phase1[0] as string]);
      const reply = await s.say(input);
      expect(s.state.stage).toBe('complete');
      expect(reply).toContain('**Debrief**');
      expect(reply).toContain('- 8. Chooses a mask of the right size');
      expect(reply).toMatch(/- 8\. [^\n]*: not done/);
    },
  );
});

describe('every error of every item is stopped', () => {
  it.each([
    ['I press the mask down firmly over her eyes and nose', 'BMV-15'],
    ['I hold the mask on with my palm flat on top of it', 'BMV-13'],
    ['I do a blind finger sweep of his mouth', 'BMV-2'],
    ['I squeeze the bag as hard and fast as I can', 'BMV-19'],
    ['I bag him with room air', 'BMV-10'],
    ['I size the OPA from his lips to his chin', 'BMV-5'],
    ['narrow end of the mask over the chin', 'BMV-11'],
    ['mask over his mouth, nose free', 'BMV-12'],
    ['I stand beside his chest and bag from there', 'BMV-16'],
    ['tilt the head right back as far as it goes', 'BMV-3'],
  ])('%j stops on %s', (input, item) => {
    const result = reading(sampleCase, input);
    expect(result.reply.startsWith('**Pause.**'), result.reply).toBe(true);
    expect(result.state).toMatchObject({
      hardStops: expect.arrayContaining([expect.objectContaining({ item })]),
    });
  });

  it('stops an error on an item the phase does not require', () => {
    const result = reading(sampleCase, 'I switch to an adult mask', SAMPLE_RUN.phase1);
    expect(result.reply).toMatch(/^\*\*Pause\.\*\* An adult mask is too big/);
  });

  it('stops nasal suction when the case suggests a basal skull fracture', () => {
    const trauma = authored(sampleCase, (doc) => {
      doc['Scenario Outline'].casePresentation = 'A 4-year-old hit by a car, with raccoon eyes.';
    });
    expect(reading(trauma, 'I suction his nose').reply).toMatch(/^\*\*Pause\.\*\* Suction through the nose/);
  });

  it.each([
    ["if she gags I'd switch to an NPA", 'hypothetical'],
    ['If the seal is poor, I would use a two-person technique', 'hypothetical'],
    ['should I use an OPA?', 'question'],
    ['Am I bagging too fast?', 'question'],
  ])('takes %j as no action (%s)', (input, kind) => {
    const result = reading(sampleCase, input);
    expect(result.reading).toEqual({ kind, items: [] });
    expect(result.reply).not.toContain('**Pause.**');
  });

  it('still takes "check if the chest rises" as an action', () => {
    expect(itemsRead(reading(sampleCase, 'I check if the chest rises'))).toEqual({ 'BMV-7': 'ok' });
  });

  it('does the actions of a message and answers its question', () => {
    const result = reading(sampleCase, 'I call for help. What are his sats?');
    expect(result.reply).toContain('**SpO2**: 73%');
    expect(itemsRead(result)).toEqual({ 'BMV-1': 'ok' });
  });
});

describe('questions answered from every field of the case', () => {
  it('finds the pupils in the neuro examination', () => {
    const withPupils = authored(sampleCase, (doc) => {
      doc['Scenario Outline'].patientReport.initialExam.neuro = 'Unresponsive, pinpoint pupils';
    });
    expect(reading(withPupils, 'what are his pupils like?').reply).toContain('pinpoint pupils');
  });

  it('finds the past history when no topic covers the question', () => {
    const withSurgery = authored(sampleCase, (doc) => {
      doc['Scenario Outline'].patientReport.PMH.surgeries = 'Tonsillectomy at 3 years.';
    });
    expect(reading(withSurgery, 'any tonsillectomy?').reply).toContain('Tonsillectomy at 3 years.');
  });
});
