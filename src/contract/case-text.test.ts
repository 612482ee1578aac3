import { describe, expect, it } from 'vitest';
import { UpdateCaseBodySchema } from './api.ts';
import { emptyPhase, emptyScenarioOutline } from './case.ts';
import { caseTextSize, caseTooLongMessage, MAX_CASE_TEXT_CHARS } from './case-text.ts';

describe('the text of a case in all', () => {
  it('counts every string of the outline and the phases, and finds the longest field', () => {
    const outline = emptyScenarioOutline();
    outline.casePresentation = 'abc';
    const phase = emptyPhase();
    phase.airway = 'abcdefgh';
    phase.vitalSigns.nibp = '93/58';
    const blank = caseTextSize({ 'Scenario Outline': emptyScenarioOutline(), Phases: [emptyPhase()] }).chars;
    const size = caseTextSize({ 'Scenario Outline': outline, Phases: [phase] });
    expect(size.chars).toBe(blank + 3 + 8 + 5);
    expect(size.longest).toEqual({ path: ['Phases', 0, 'airway'], chars: 8 });
  });

  it('says how long the case is, the limit and where most of the text is', () => {
    expect(caseTooLongMessage(123_456, { path: ['phases', 3, 'airway'], chars: 4000 })).toBe(
      'The case is too long: 123,456 characters of text in all, at most 100,000. ' +
        'Its longest field is phases.3.airway (4,000 characters).',
    );
  });

  it('a case at the limit is accepted, one character more is refused', () => {
    const body = (extra: number) => {
      const outline = emptyScenarioOutline();
      const phases = Array.from({ length: 20 }, emptyPhase);
      const base = caseTextSize({ 'Scenario Outline': outline, Phases: phases }).chars;
      let room = MAX_CASE_TEXT_CHARS - base + extra;
      for (const phase of phases) {
        for (const key of ['airway', 'breathing', 'circulation', 'disability', 'softStop'] as const) {
          const take = Math.min(4000, room);
          phase[key] = 'x'.repeat(take);
          room -= take;
        }
      }
      return { 'Scenario Outline': outline, Phases: phases };
    };
    expect(caseTextSize(body(0)).chars).toBe(MAX_CASE_TEXT_CHARS);
    expect(UpdateCaseBodySchema.safeParse(body(0)).success).toBe(true);
    const refused = UpdateCaseBodySchema.safeParse(body(1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^The case is too long: 100,001 characters/);
  });
});
