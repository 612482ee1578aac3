import { describe, expect, it } from 'vitest';
import type { CaseDocument } from '../../../contract/case.ts';
import { sampleCase } from '../../seed/sample-case.ts';
import { infantCase } from './fixtures/infant-case.ts';
import { session } from './fixtures/session.ts';
import { INFANT_RUN, SAMPLE_RUN, TRAUMA_RUN } from './fixtures/transcripts.ts';
import { traumaCase } from './fixtures/trauma-case.ts';

/**
 * Every hard-stop rule: a transcript that triggers it (RCDP pause, explanation, rewind of the phase), then
 * a recovery in the next attempt that earns the item.
 */
type Rule = {
  name: string;
  caseDoc: CaseDocument;
  /** Inputs after "Begin Simulation" that reach the phase under test. */
  before: string[];
  wrong: string;
  item: string;
  /** A phrase of the explanation. */
  says: RegExp;
  recovery: string;
};

const sample1: string[] = [];
const sample2 = SAMPLE_RUN.phase1;
const sample3 = [...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2];
const infant1: string[] = [];
const infant2 = INFANT_RUN.phase1;
const infant3 = [...INFANT_RUN.phase1, ...INFANT_RUN.phase2];

const RULES: Rule[] = [
  {
    name: 'adult mask for a child',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I pick an adult mask',
    item: 'BMV-8',
    says: /too big for a 4-year-old/,
    recovery: 'a child mask',
  },
  {
    name: 'child mask for an infant',
    caseDoc: infantCase,
    before: infant1,
    wrong: 'I grab a child face mask',
    item: 'BMV-8',
    says: /too big for a 6-month-old/,
    recovery: 'an infant mask',
  },
  {
    name: 'infant mask for a child',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'infant mask',
    item: 'BMV-8',
    says: /too small for a 4-year-old/,
    recovery: 'size 3 mask',
  },
  {
    name: '250 mL bag for a child',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I use a 250 mL bag',
    item: 'BMV-9',
    says: /too small/,
    recovery: 'a 500 mL bag',
  },
  {
    name: 'adult bag for an infant',
    caseDoc: infantCase,
    before: infant1,
    wrong: 'a 1600 mL self-inflating bag',
    item: 'BMV-9',
    says: /too big for a 6-month-old/,
    recovery: 'a 450 ml self-inflating bag',
  },
  {
    name: 'non-rebreather instead of a bag',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I put a non-rebreather on him',
    item: 'BMV-9',
    says: /cannot|None of these/,
    recovery: 'a pediatric bag',
  },
  {
    name: 'oxygen off',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I would bag without oxygen',
    item: 'BMV-10',
    says: /room air/,
    recovery: 'oxygen at 15 L/min',
  },
  {
    name: 'oxygen too low',
    caseDoc: infantCase,
    before: infant1,
    wrong: 'O2 at 4 L/min',
    item: 'BMV-10',
    says: /too low/,
    recovery: 'turn the oxygen on at 12 lpm',
  },
  {
    name: 'room air',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'bag him on room air',
    item: 'BMV-10',
    says: /21 %/,
    recovery: 'connect the bag to oxygen and turn it on',
  },
  {
    name: 'deep suction',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'deep suction down the throat',
    item: 'BMV-2',
    says: /laryngospasm/,
    recovery: 'suction the mouth with a Yankauer',
  },
  {
    name: 'suction catheter too big for an infant',
    caseDoc: infantCase,
    before: infant1,
    wrong: 'suction her nose with a 14 Fr catheter',
    item: 'BMV-2',
    says: /14 Fr catheter is too big/,
    recovery: 'suction with an 8 fr catheter',
  },
  {
    name: 'mask upside down',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I put the mask on upside down',
    item: 'BMV-11',
    says: /upside down/,
    recovery: 'narrow end over the bridge of the nose',
  },
  {
    name: 'mask over the mouth only',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'the mask covers only the mouth',
    item: 'BMV-12',
    says: /only the mouth/,
    recovery: 'covering the nose and mouth',
  },
  {
    name: 'palm on the mask',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I hold it with my whole hand over the mask',
    item: 'BMV-13',
    says: /E-C clamp/,
    recovery: 'EC clamp',
  },
  {
    name: 'accepting a leak',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I accept a small leak around the mask',
    item: 'BMV-14',
    says: /escapes/,
    recovery: 'tight seal',
  },
  {
    name: 'pressure on the eyes',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I press the mask over his eyes',
    item: 'BMV-15',
    says: /oculocardiac/,
    recovery: 'keep the mask off the eyes',
  },
  {
    name: 'ventilating from the side',
    caseDoc: sampleCase,
    before: sample1,
    wrong: 'I bag from the side of the bed',
    item: 'BMV-16',
    says: /head of the bed/,
    recovery: 'I stand at the head of the bed',
  },
  {
    name: 'hyperextension in a child',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'I hyperextend the neck',
    item: 'BMV-3',
    says: /sniffing/,
    recovery: 'sniffing position',
  },
  {
    name: 'hyperextension in an infant',
    caseDoc: infantCase,
    before: infant1,
    wrong: 'I extend her head all the way back to open the airway',
    item: 'BMV-3',
    says: /infant's trachea/,
    recovery: 'shoulder roll, head neutral',
  },
  {
    name: 'neck flexion',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'chin to chest',
    item: 'BMV-3',
    says: /folds the airway/,
    recovery: 'neutral position',
  },
  {
    name: 'pressing on the soft tissue',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'I press on the soft tissue under the chin',
    item: 'BMV-4',
    says: /tongue up and back/,
    recovery: 'jaw thrust',
  },
  {
    name: 'head tilt with a neck injury',
    caseDoc: traumaCase,
    before: [],
    wrong: 'head tilt-chin lift',
    item: 'BMV-4',
    says: /neck injury/,
    recovery: 'jaw thrust',
  },
  {
    name: 'pushing the mask down',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'I push the mask down hard onto the face',
    item: 'BMV-17',
    says: /closes the airway/,
    recovery: 'I lift the jaw into the mask',
  },
  {
    name: 'forceful squeezes',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'I squeeze the bag hard with big breaths',
    item: 'BMV-18',
    says: /over-inflates/,
    recovery: 'gentle squeezes over 1 second',
  },
  {
    name: 'rate too fast for a child',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'I bag at 40 breaths per minute',
    item: 'BMV-19',
    says: /40 breaths\/min is too fast for a 4-year-old/,
    recovery: '20 breaths a minute',
  },
  {
    name: 'rate too slow for a child',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'one breath every 10 seconds',
    item: 'BMV-19',
    says: /6 breaths\/min is too slow/,
    recovery: 'one breath every 3 seconds',
  },
  {
    name: 'bagging as fast as possible',
    caseDoc: sampleCase,
    before: sample2,
    wrong: 'I bag as fast as I can',
    item: 'BMV-19',
    says: /as fast as you can/,
    recovery: 'a breath every 2-3 s',
  },
  {
    name: 'rate too fast for an infant',
    caseDoc: infantCase,
    before: infant2,
    wrong: 'I ventilate at 60 per minute',
    item: 'BMV-19',
    says: /too fast for a 6-month-old/,
    recovery: '25 breaths/min',
  },
  {
    name: 'OPA too long',
    caseDoc: sampleCase,
    before: sample3,
    wrong: 'I insert a size 5 OPA',
    item: 'BMV-5',
    says: /too long/,
    recovery: 'I insert an OPA measured from the corner of the mouth to the angle of the jaw',
  },
  {
    name: 'OPA too short',
    caseDoc: sampleCase,
    before: sample3,
    wrong: 'a size 000 guedel',
    item: 'BMV-5',
    says: /too short/,
    recovery: 'a 70 mm OPA',
  },
  {
    name: 'OPA sized with NPA landmarks',
    caseDoc: sampleCase,
    before: sample3,
    wrong: 'an OPA measured from the nostril to the tragus',
    item: 'BMV-5',
    says: /landmarks for an NPA/,
    recovery: 'an oral airway from the corner of the mouth to the angle of the jaw',
  },
  {
    name: 'NPA too wide',
    caseDoc: sampleCase,
    before: sample3,
    wrong: 'a 7 mm NPA',
    item: 'BMV-5',
    says: /too wide/,
    recovery: 'a 5 mm nasal trumpet',
  },
  {
    name: 'OPA with a gag reflex',
    caseDoc: infantCase,
    before: infant3,
    wrong: 'I insert an OPA sized from the corner of the mouth to the angle of the jaw',
    item: 'BMV-5',
    says: /gag reflex/,
    recovery: 'I insert an NPA from the nostril to the tragus',
  },
  {
    name: 'NPA with a basal skull fracture',
    caseDoc: traumaCase,
    before: TRAUMA_RUN.phase1,
    wrong: 'an NPA sized nose to tragus',
    item: 'BMV-5',
    says: /basal skull fracture/,
    recovery: 'an OPA from the corner of the mouth to the angle of the jaw',
  },
];

describe('hard stops', () => {
  it.each(RULES.map((rule) => [rule.name, rule] as const))(
    '%s: pauses, explains, rewinds, and the retry counts',
    async (_, rule) => {
      const s = session(rule.caseDoc);
      await s.sayAll(['Begin Simulation', ...rule.before]);
      const phase = s.state.phase;
      const vitals = rule.caseDoc.Phases[phase]?.vitalSigns;

      const stop = await s.say(rule.wrong);
      expect(stop.startsWith('**Pause.**'), stop).toBe(true);
      expect(stop).toMatch(rule.says);
      expect(stop).toContain('What to do instead:');
      expect(stop).toContain(`Let's rewind to the start of phase ${phase + 1}`);
      expect(stop).toContain(`SpO2 ${vitals?.o2}%`);
      expect(s.state.phase).toBe(phase);
      expect(s.state.attempt).toBe(2);
      expect(s.state.phaseItems).toEqual([]);
      expect(s.state.hardStops).toMatchObject([{ phase, attempt: 1, item: rule.item }]);

      const retry = await s.say(rule.recovery);
      expect(retry).not.toContain('**Pause.**');
      const credited =
        s.state.phaseItems.includes(rule.item) || s.state.phase > phase || s.state.stage === 'complete';
      expect(credited, retry).toBe(true);
      expect(s.state.items[rule.item]?.doneAtMs).not.toBeNull();
      expect(s.state.items[rule.item]?.stops).toBe(1);
    },
  );
});

describe('the rewind', () => {
  it('resets the items done in the attempt and restores the vitals lost to hesitation', async () => {
    const s = session(sampleCase);
    await s.sayAll([
      'Begin Simulation',
      'I stand at the head of the bed',
      'hmm',
      'not sure what to say',
      'uh',
      'ok',
    ]);
    expect(s.state.spo2Drop).toBeGreaterThan(0);
    expect(s.state.phaseItems).toEqual(['BMV-16']);
    const stop = await s.say('I pick an adult mask');
    expect(stop).toContain('SpO2 73%');
    expect(s.state).toMatchObject({ phaseItems: [], spo2Drop: 0, idleTurns: 0, hints: 0, attempt: 2 });
    // What was done stays in the record for the debrief.
    expect(s.state.items['BMV-16']?.doneAtMs).not.toBeNull();
  });

  it('reports an item stopped on and then done as "done after a hard stop" in the debrief', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', 'I pick an adult mask']);
    const replies = await s.sayAll([...SAMPLE_RUN.phase1, ...SAMPLE_RUN.phase2, ...SAMPLE_RUN.phase3]);
    const debrief = replies.at(-1) ?? '';
    expect(debrief).toContain(
      '- 8. Picks a mask that fits from the bridge of the nose to the cleft of the chin, clear of the eyes: done after a hard stop at',
    );
    expect(debrief).toContain('Hard stops: 1.');
    expect(debrief).toMatch(
      /- Phase 1, attempt 1, at 0:20: BMV-8 An adult mask is too big for a 4-year-old\./,
    );
    expect(debrief).toContain('- Mask size: An adult mask is too big for a 4-year-old.');
  });
});

describe('several wrong choices in one message', () => {
  it('are all explained in one pause', async () => {
    const s = session(infantCase);
    await s.say('Begin Simulation');
    const reply = await s.say('an adult ambu bag');
    expect(reply).toMatch(
      /^\*\*Pause\.\*\* Some choices need fixing:\n- An adult mask is too big for a 6-month-old\..*\n- A 1600 mL adult bag is too big/,
    );
    expect(s.state.hardStops.map((stop) => stop.item)).toEqual(['BMV-8', 'BMV-9']);
  });
});

describe('wrong choices outside the phase', () => {
  it('coach without stopping when the item is not required now and the error is not unsafe', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1]);
    const reply = await s.say('I switch to an adult mask');
    expect(reply).not.toContain('**Pause.**');
    expect(reply).toContain('Careful, mask size: An adult mask is too big for a 4-year-old.');
    expect(s.state.notes).toMatchObject([{ item: 'BMV-8', kind: 'correction' }]);
  });

  it('stop anyway when the error is unsafe', async () => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    const reply = await s.say('I squeeze the bag as hard as I can');
    expect(reply.startsWith('**Pause.**')).toBe(true);
    expect(s.state.hardStops).toMatchObject([{ phase: 0, item: 'BMV-18' }]);
  });
});
