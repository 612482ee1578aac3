import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { session } from '../../../../test/fixtures/sim/session.ts';
import { INFANT_RUN, SAMPLE_RUN, TRAUMA_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import { traumaCase } from '../../../../test/fixtures/sim/trauma-case.ts';
import { CHECKLIST } from '../../../contract/checklist.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { analyzeCase } from './analyze-case.ts';

/** Every item any phase of the case requires. */
const requiredInCase = (caseDoc: typeof sampleCase) =>
  new Set(analyzeCase(caseDoc).phases.flatMap((phase) => phase.requiredItems));

describe('before "Begin Simulation"', () => {
  it.each(['hello', 'help', 'I call for help', '', 'begin', 'simulation begin'])(
    'answers %j with the reminder and stays waiting',
    async (input) => {
      const s = session(sampleCase);
      expect(await s.say(input)).toBe('Please type "Begin Simulation" to begin.');
      expect(s.state.stage).toBe('waiting');
    },
  );

  it.each(['Begin Simulation', 'begin simulation!', '  BEGIN   simulation.', 'Begin simulation?!'])(
    'starts on %j with the case presentation and phase 1',
    async (input) => {
      const s = session(sampleCase);
      const reply = await s.say(input);
      expect(s.state.stage).toBe('running');
      expect(reply).toContain('a 4-year-old boy with epilepsy');
      expect(reply).toContain('**Phase 1 of 4**');
      expect(reply).toContain('HR 125/min | RR 0/min | Temp 37.5 °C | NIBP 93/58 mmHg | SpO2 73% | EtCO2 —');
      expect(reply).toMatch(/What do you do\?$/);
    },
  );
});

describe('a correct run of the sample case', () => {
  it('moves through every phase and ends in a debrief with every required item done', async () => {
    const s = session(sampleCase, { stepMs: 30_000 });
    await s.say('Begin Simulation');
    const phase1 = await s.sayAll(SAMPLE_RUN.phase1);
    expect(phase1.at(-1)).toContain('**Phase 1 complete.**');
    expect(phase1.at(-1)).toContain('**Phase 2 of 4**');
    expect(phase1.at(-1)).toContain('SpO2 58%');
    const phase2 = await s.sayAll(SAMPLE_RUN.phase2);
    expect(phase2.at(-1)).toContain('**Phase 3 of 4**');
    const phase3 = await s.sayAll(SAMPLE_RUN.phase3);
    const debrief = phase3.at(-1) ?? '';
    expect(debrief).toContain('**Phase 4 of 4**');
    expect(debrief).toContain('**Debrief**');
    expect(s.state.stage).toBe('complete');
    expect(s.state.hardStops).toEqual([]);
    for (const item of requiredInCase(sampleCase)) {
      expect(s.state.items[item]?.doneAtMs, item).not.toBeNull();
    }
    // Time to each item is measured from Begin Simulation: the first action came 30 s later.
    expect(debrief).toContain('- 16. Ventilates from the head of the bed: done at 0:30');
    expect(debrief).toContain(
      '- 20. Ventilates effectively: the chest visibly rises and SpO2 improves: done at 3:30',
    );
    expect(debrief).toContain('**Hard stops**\n- None.');
    for (const entry of CHECKLIST)
      expect(debrief).toContain(`- ${entry.number}. ${entry.text.replace(/\.$/, '')}: `);
  });

  it('answers further input after the debrief with a note that the case is complete', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase3]);
    const after = await s.say('I call for help');
    expect(after).toContain('This case is complete');
    expect(after).toContain('New case');
  });

  it('still shows teaching images and explains manoeuvres after the debrief', async () => {
    const images = [{ id: 7, title: 'OPA sizing', tags: ['opa', 'oral airway', 'adjunct'] }];
    const s = session(sampleCase, { images });
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase3]);
    expect(await s.say('show me a picture of OPA sizing')).toMatch(/Related image found, image id is 7$/);
    expect(await s.say('how do I size an OPA?')).toMatch(/Instruction image found, image id is 7$/);
    expect(await s.say('show me a picture of a giraffe')).toContain('There is no image for that');
    expect(s.state.stage).toBe('complete');
  });

  it('scores items no phase requires as "not required in this case" unless done', async () => {
    const s = session(sampleCase);
    const skipHelpAndReassess = [
      'I stand at the head of the bed. I suction the secretions with a Yankauer.',
      SAMPLE_RUN.phase1[1] ?? '',
      SAMPLE_RUN.phase1[2] ?? '',
      ...SAMPLE_RUN.phase2,
      SAMPLE_RUN.phase3[0] ?? '',
      'Visible chest rise, sats rising.',
    ];
    const replies = await s.sayAll(['Begin Simulation', ...skipHelpAndReassess]);
    const debrief = replies.at(-1) ?? '';
    expect(debrief).toContain(
      '- 1. Recognizes apnea or hypoxia and calls for help: not required in this case',
    );
    expect(debrief).toContain(
      '- 7. Reassesses after every intervention: chest rise, oxygen saturation (SpO2) and heart rate: not required in this case',
    );
  });
});

describe('effective ventilation seen in the reassessment that closes a phase', () => {
  const beforeReassessment = [
    'Begin Simulation',
    ...SAMPLE_RUN.phase1,
    ...SAMPLE_RUN.phase2,
    SAMPLE_RUN.phase3[0] ?? '',
  ];

  it('credits it when the look at the chest is all the phase still needs', async () => {
    const s = session(sampleCase);
    await s.sayAll(beforeReassessment);
    const reply = await s.say('Now I look at his chest movement and the saturations again.');
    expect(reply).toContain('Effective ventilation: your reassessment shows the chest rising');
    expect(s.state.stage).toBe('complete');
  });

  it('does not credit it while another item of the phase is missing, nor for a look planned for later', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2]);
    await s.say('Check chest rise and sats.');
    expect(s.state.phaseItems).not.toContain('BMV-20');
    const later = session(sampleCase);
    await later.sayAll(beforeReassessment);
    await later.say('Once the consultant arrives I will reassess the chest rise and sats.');
    expect(later.state.phaseItems).not.toContain('BMV-20');
    await later.say('I check the heart rate.');
    expect(later.state.phaseItems).not.toContain('BMV-20');
  });
});

describe('a correct run of the infant case', () => {
  it('uses the infant rules and reaches the debrief with every required item done', async () => {
    const s = session(infantCase);
    const intro = await s.say('begin simulation');
    expect(intro).toContain('Mia, a 6-month-old female, 7 kg.');
    expect(intro).toContain('HR 98/min | RR 0/min | Temp 38.1 °C | NIBP 78/45 mmHg | SpO2 68% | EtCO2 —');
    const phase1 = await s.sayAll(INFANT_RUN.phase1);
    expect(phase1[0]).toContain('Head position: neutral, with a shoulder roll');
    expect(phase1.at(-1)).toContain('**Phase 2 of 4**');
    const phase2 = await s.sayAll(INFANT_RUN.phase2);
    expect(phase2.at(-1)).toContain('20-30 breaths/min, right for a 6-month-old');
    const phase3 = await s.sayAll(INFANT_RUN.phase3);
    expect(phase3[0]).toContain('an NPA');
    expect(phase3.at(-1)).toContain('**Debrief**');
    expect(s.state.hardStops).toEqual([]);
    for (const item of requiredInCase(infantCase)) expect(s.state.items[item]?.doneAtMs, item).not.toBeNull();
  });

  it('asks for the shoulder roll when an infant is only put in a neutral position', async () => {
    const s = session(infantCase);
    await s.say('Begin Simulation');
    const reply = await s.say('I put her head in a neutral position');
    expect(reply).toContain('**Question**: Lying flat, the large occiput of a 6-month-old flexes the neck.');
    expect(s.state.phaseItems).not.toContain('BMV-3');
  });
});

describe('a correct run of the trauma case (age read from the presentation)', () => {
  it('accepts a jaw thrust and an OPA and reaches the debrief', async () => {
    const s = session(traumaCase);
    await s.say('Begin Simulation');
    const replies = await s.sayAll([...TRAUMA_RUN.phase1, ...TRAUMA_RUN.phase2]);
    expect(replies[0]).toContain('a fit for an 8-year-old');
    expect(replies.at(-1)).toContain('**Debrief**');
    expect(s.state.hardStops).toEqual([]);
  });
});

describe('phases without hard stops', () => {
  it('end on the next reasonable action when they are not the last', async () => {
    const open = structuredClone(sampleCase);
    const second = open.Phases[1];
    if (!second) throw new Error('the sample has a phase 2');
    second.hardStop = {
      ventilationEquipment: '',
      ventilationTechnique: '',
      airwayManagement: '',
      maskPositioning: '',
    };
    const s = session(open);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1]);
    expect(s.state.phase).toBe(1);
    const questionOnly = await s.say('what is the heart rate?');
    expect(questionOnly).toContain('**Heart rate**: 135/min');
    expect(s.state.phase).toBe(1);
    const reply = await s.say('I start bagging');
    expect(reply).toContain('**Phase 2 complete.**');
    expect(s.state.phase).toBe(2);
  });
});
