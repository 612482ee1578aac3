import { describe, expect, it } from 'vitest';
import { asTutorInput, BEGIN_COMMAND } from './begin-command.ts';

describe('the start command as the tutor reads it', () => {
  it('takes typos, any case, spacing and end punctuation', () => {
    for (const typed of [
      'begin simulaton',
      'BEGIN SIMULATION',
      'Begin  Simluation!',
      'begn simulation',
      ' begin simulation. ',
      'Begin Simulation',
    ])
      expect(asTutorInput(typed)).toBe(BEGIN_COMMAND);
  });

  it('leaves every other message as typed', () => {
    for (const typed of [
      'begin',
      'simulation',
      'begin the simulation',
      'bag simulation',
      'begin stimulation now',
      'I begin bagging',
      'begin ventilation',
    ])
      expect(asTutorInput(typed)).toBe(typed);
  });
});
