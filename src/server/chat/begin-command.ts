import { editDistance } from '../sim/engine/text/spelling.ts';

export const BEGIN_COMMAND = 'Begin Simulation';

/**
 * The trainee's message as the tutor reads it: "begin simulaton", "BEGIN SIMULATION!" or "Begin  Simluation"
 * is the start command, said as the tutor expects it. A typo in the one phrase that starts the case should not
 * keep a resident waiting at the door; the stored message keeps what they typed. Each word may be one or
 * two edits off (two only for the longer word), so nothing else reads as the command.
 */
export function asTutorInput(text: string): string {
  const words = text
    .trim()
    .replace(/[.!?]+$/, '')
    .toLowerCase()
    .split(/\s+/);
  if (words.length !== 2) return text;
  const [begin = '', simulation = ''] = words;
  const close = editDistance(begin, 'begin', 1) <= 1 && editDistance(simulation, 'simulation', 2) <= 2;
  return close ? BEGIN_COMMAND : text;
}
