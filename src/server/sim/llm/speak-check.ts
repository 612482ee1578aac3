/**
 * The check on what the model wrote before any of it reaches the trainee: it must carry the engine's facts
 * and claim nothing the engine did not decide. The first broken rule is returned (recorded with the turn),
 * and the tutor then sends the engine's own wording instead.
 */
import type { Verdict } from '../../../contract/tutor-turn.ts';

/** Shingle length for the prompt-leak check: eight words in a row are a quotation, not a coincidence. */
const LEAK_WORDS = 8;

/** Lower case, markdown and punctuation dropped, one space between words: compares meaning-bearing words. */
function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9%/.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Words that claim a stop; a debrief may still name the stops the engine made earlier. */
const STOP_WORDS = /\b(?:rewind|hard stop)/i;

const numbersIn = (text: string) => new Set(text.match(/\d+(?:\.\d+)?/g) ?? []);

/** Every run of `LEAK_WORDS` words of `text`. */
function shingles(words: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + LEAK_WORDS <= words.length; i++) out.add(words.slice(i, i + LEAK_WORDS).join(' '));
  return out;
}

/**
 * Null when `reply` may be sent, else why not. `secret` is the speaker's system prompt: any eight words in a
 * row from it that the engine's reply does not also contain count as a leak.
 */
export function checkSpoken(reply: string, verdict: Verdict, input: string, secret: string): string | null {
  const said = plainWords(reply);
  const engine = plainWords(verdict.engineReply);
  const startsWithPause = /^\W*pause\b/i.test(reply.trim());

  const quoted = shingles(said.split(' '));
  const known = shingles(engine.split(' '));
  for (const shingle of shingles(plainWords(secret).split(' '))) {
    if (quoted.has(shingle) && !known.has(shingle)) return 'repeats its instructions';
  }

  if (verdict.kind === 'stop') {
    if (!startsWithPause) return 'a stop must begin with "Pause"';
    for (const stop of verdict.stops) {
      for (const [name, fact] of [
        ['what', stop.what],
        ['why', stop.why],
        ['instead', stop.instead],
      ] as const) {
        if (fact && !said.includes(plainWords(fact))) return `the stop's ${name} is missing`;
      }
    }
    if (!said.includes(`attempt ${verdict.attempt}`)) return 'the rewind is missing';
  } else if (startsWithPause || (STOP_WORDS.test(reply) && !STOP_WORDS.test(verdict.engineReply))) {
    return 'claims a stop the engine did not decide';
  }

  if (/\*\*checklist\*\*|\bBMV-\d/i.test(reply)) return 'writes a checklist of its own';
  // Corrections that did not stop the scenario, and questions about missing details, are teaching: kept verbatim.
  for (const line of verdict.engineReply.split('\n')) {
    const correction = /^- Careful, [^:]+: (.+)$/.exec(line)?.[1];
    if (correction && !said.includes(plainWords(correction))) return 'drops a correction';
    const question = /^\*\*Question\*\*: (.+)$/.exec(line)?.[1];
    if (question && !said.includes(plainWords(question))) return 'drops a question';
  }
  if (verdict.kind === 'advance' && !said.includes(`phase ${verdict.phase}`))
    return 'the new phase is missing';
  if (verdict.kind === 'hint' && !/\bhint\b/i.test(reply)) return 'the hint is missing';

  // Numbers: the engine's vitals must all be there, and no number may be invented.
  const allowed = new Set([...numbersIn(verdict.engineReply), ...numbersIn(input)]);
  for (const n of numbersIn(reply)) if (!allowed.has(n)) return `invents the number ${n}`;
  for (const line of verdict.engineReply.split('\n').filter((l) => /vitals/i.test(l))) {
    for (const n of numbersIn(line)) if (!numbersIn(reply).has(n)) return `drops the vital sign value ${n}`;
  }

  const images = (text: string) =>
    new Set(text.match(/image id is \d+/gi)?.map((m) => m.toLowerCase()) ?? []);
  const engineImages = images(verdict.engineReply);
  for (const image of images(reply))
    if (!engineImages.has(image)) return 'points to an image the engine did not';
  for (const image of engineImages) if (!images(reply).has(image)) return 'drops the image line';

  return null;
}
