import { describe, expect, it } from 'vitest';
import { RULES } from '../../../../test/fixtures/sim/hard-stop-rules.ts';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { session } from '../../../../test/fixtures/sim/session.ts';
import { SAMPLE_RUN } from '../../../../test/fixtures/sim/transcripts.ts';
import { sampleCase } from '../../cases/sample-case.ts';

/**
 * Every hard-stop rule (fixtures/hard-stop-rules.ts): a transcript that triggers it (RCDP pause, explanation,
 * rewind of the phase), then a recovery in the next attempt that earns the item.
 */
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
      '- 8. Chooses a mask of the right size: it reaches from the bridge of the nose to the cleft of the chin and stays clear of the eyes: done after a hard stop at',
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
    const reply = await s.say('an adult mask and the adult bag');
    expect(reply).toMatch(
      /^\*\*Pause\.\*\* Some choices need fixing:\n- An adult mask is too big for a 6-month-old\..*\n- A 1600 mL adult bag is too big/,
    );
    expect(s.state.hardStops.map((stop) => stop.item)).toEqual(['BMV-8', 'BMV-9']);
    // Counted per item, as the exports count them, and read as the one pause it was.
    expect(await s.say('end the case')).toContain('Hard stops: 2 (in 1 pause).');
  });

  it('explain one fault read on two items once', async () => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    const reply = await s.say('one hand E-C, big leak, but I will manage one-handed');
    expect(reply).toMatch(/^\*\*Pause\.\*\* Staying one-handed with a poor seal\.\nWhy it matters: /);
    expect(reply).not.toContain('Some choices need fixing');
    expect(s.state.hardStops.map((stop) => stop.item)).toEqual(['BMV-13', 'BMV-14']);
  });
});

describe('wrong choices outside the phase', () => {
  it('stops on an error even when the item is not required in this phase, and it no longer holds', async () => {
    const s = session(sampleCase);
    await s.sayAll(['Begin Simulation', ...SAMPLE_RUN.phase1]);
    expect(s.state.heldItems).toContain('BMV-8');
    const reply = await s.say('I switch to an adult mask');
    expect(reply.startsWith('**Pause.** An adult mask is too big for a 4-year-old.')).toBe(true);
    expect(s.state.hardStops).toMatchObject([{ phase: 1, item: 'BMV-8' }]);
    expect(s.state.heldItems).not.toContain('BMV-8');
  });

  it('stop anyway when the error is unsafe', async () => {
    const s = session(sampleCase);
    await s.say('Begin Simulation');
    const reply = await s.say('I squeeze the bag as hard as I can');
    expect(reply.startsWith('**Pause.**')).toBe(true);
    expect(s.state.hardStops).toMatchObject([{ phase: 0, item: 'BMV-18' }]);
  });
});
