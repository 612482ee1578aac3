import { lastMatchOf } from './matcher/last-match.ts';
import { wordsBefore as wordsBeforeIn, wordsFrom } from './text/clauses.ts';
import type { Mention, Range } from './types.ts';
import { anyOf } from './vocabulary/combinators.ts';
import { bagClassWords, QUALITY, SIZE_WORDS } from './vocabulary/words.ts';

/**
 * Details read around a cue: sizes, volumes, flows, rates. Each reader looks in the cue's clause, near the
 * cue, so "a child mask and a 500 mL bag" gives the mask "child" and the bag 500 mL.
 */

/** Words before a cue (nearest last), up to `count`. */
function wordsBefore(mention: Mention, count: number): string {
  // The last `count` of the words split at single spaces: what follows the count-th space from the end.
  const words = wordsBeforeIn(mention.clause, mention.clauseOffset, count).trim();
  if (count <= 0) return words;
  let cut = words.length;
  for (let found = 0; found < count; found++) {
    cut = cut > 0 ? words.lastIndexOf(' ', cut - 1) : -1;
    if (cut < 0) return words;
  }
  return words.slice(cut + 1);
}

const STOP_WORDS = new Set(['and', 'with', 'plus', 'or', 'to', 'bag', 'mask', 'bvm']);

/** Words after a cue, up to `count`, stopping where the next thing begins ("and", "with"). */
function wordsAfter(mention: Mention, count: number): string {
  const words = wordsFrom(mention.clause, mention.clauseOffset + mention.text.length, count + 1).trim();
  // The words kept are the text up to the end of the last one kept (they sit one space apart).
  let kept = 0;
  let start = 0;
  for (let taken = 0; taken < count && start <= words.length; taken++) {
    let end = words.indexOf(' ', start);
    if (end < 0) end = words.length;
    if (STOP_WORDS.has(words.slice(start, end))) break;
    kept = end;
    start = end + 1;
  }
  return words.slice(0, kept);
}

const lastMatch = lastMatchOf;

const GENERIC_SIZE = new RegExp(String.raw`\b${QUALITY}\b`);

export type MaskSize = { kind: 'size'; key: string } | { kind: 'generic' } | null;

// "the 4 mask": a size number said just before the mask (the window before ends where the mask begins).
const MASK_SIZE = new RegExp(
  String.raw`\b(?:(${SIZE_WORDS.join('|')})|size (\d)|#(\d)|(\d) size|(?<=\b(?:the|a) )([0-5])$)\b`,
  'g',
);

const SIZE_AFTER_COMMA = /^ ?, (?:a |the |in )?size (\d)\b/;

/** The mask size named around a mask (or BVM) cue. */
export function maskSizeAround(mention: Mention): MaskSize {
  const after = wordsAfter(mention, 5);
  for (const window of [wordsBefore(mention, 5), after]) {
    const match = lastMatch(window, MASK_SIZE);
    if (match) {
      // "the child mask , size 2": a size number said after a size word is the more exact of the two.
      const exact = match[1] && window !== after ? lastMatch(after, MASK_SIZE) : null;
      // "small round mask, size 1": the number said after a comma.
      const numbered = match[1] ? SIZE_AFTER_COMMA.exec(mention.following) : null;
      if (numbered?.[1] && !(exact && !exact[1]))
        return { kind: 'size', key: `size ${Math.min(5, Number(numbered[1]))}` };
      const sized = exact && !exact[1] ? exact : match;
      const word = sized[1];
      if (word) return { kind: 'size', key: word };
      const digit = sized[2] ?? sized[3] ?? sized[4] ?? sized[5] ?? '';
      return { kind: 'size', key: `size ${Math.min(5, Number(digit))}` };
    }
    if (GENERIC_SIZE.test(window)) return { kind: 'generic' };
  }
  // "the smallest mask in the drawer , the one for newborns": the size said by whom it is for, after a comma.
  const forWhom =
    /^ ?, (?:the |that )?(?:1|one) (?:for|meant for|made for) (?:a |the )?(newborn|neonate|bab(?:y|ie)|infant|toddler|child|kid|adult)s?\b/.exec(
      mention.following,
    );
  if (forWhom?.[1]) return { kind: 'size', key: forWhom[1] === 'babie' ? 'baby' : forWhom[1] };
  return null;
}

export type BagSize =
  /** `word`: the size word the volume stands for ("infant bag": about 250 mL), when no volume was said. */
  | { kind: 'volume'; ml: number; word?: string }
  | { kind: 'flowInflating' }
  | { kind: 'selfInflating' }
  | { kind: 'generic' }
  | null;

const BAG_SIZE = new RegExp(
  String.raw`\b(?:(\d{2,4}) ml|(${bagClassWords('neonatal').join('|')})|(${bagClassWords('child').join('|')})|(${bagClassWords('adult').join('|')}))\b`,
  'g',
);

/** Typical volumes of the bags trainees name by size word (neonatal/infant bags are about 250 mL). */
export const BAG_WORD_ML = { small: 250, child: 500, adult: 1600 };

/** The bag named around a bag (or BVM) cue. */
export function bagSizeAround(mention: Mention): BagSize {
  const own = mention.text;
  const volumeInCue = /\b(\d{2,4}) ml\b/.exec(own);
  if (volumeInCue) return { kind: 'volume', ml: Number(volumeInCue[1]) };
  const near = `${wordsBefore(mention, 5)} ${own} ${wordsAfter(mention, 5)}`;
  if (/\bflow inflating\b/.test(near)) return { kind: 'flowInflating' };
  // "infant self inflating bag 500 ml": the volume said right after the bag is its own, whatever word came before.
  const volumeAfter = /^ ?(?:\( |, )?(?:\d{2,4}-)?(\d{2,4}) ml\b/.exec(wordsAfter(mention, 4));
  if (volumeAfter) return { kind: 'volume', ml: Number(volumeAfter[1]) };
  for (const window of [wordsBefore(mention, 5), wordsAfter(mention, 5)]) {
    const match = lastMatch(window, BAG_SIZE);
    if (match) {
      if (match[1]) return { kind: 'volume', ml: Number(match[1]) };
      if (match[2]) return { kind: 'volume', ml: BAG_WORD_ML.small, word: match[2] };
      if (match[3]) return { kind: 'volume', ml: BAG_WORD_ML.child };
      return { kind: 'volume', ml: BAG_WORD_ML.adult };
    }
    if (GENERIC_SIZE.test(window)) return { kind: 'generic' };
  }
  if (/\bself inflating\b/.test(near)) return { kind: 'selfInflating' };
  return null;
}

function range(low: string, high: string | undefined): Range {
  const a = Number(low);
  const b = high === undefined ? a : Number(high);
  return { low: Math.min(a, b), high: Math.max(a, b) };
}

/** An oxygen flow in L/min named in the clause ("15 lpm", "10-15 lpm", "oxygen at 15"). */
export function flowIn(text: string): Range | null {
  const withUnit = /\b(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? lpm\b/.exec(text);
  if (withUnit?.[1]) return range(withUnit[1], withUnit[2]);
  // "oxygen at 15", "the oxygen is connected at 15", "flowmeter up to 15", "oxygen I open 15".
  const bare =
    /\b(?:oxygen|flow ?meter)(?: (?:is|was|are|set|turned|turn|running|connected|hooked|attached|flowing|opened|open|i|we|up|on|at|to|of|going|goes|cranked|wide|full)){0,4} (\d{1,2}(?:\.\d+)?)\b(?! ?(?:ml|mm|cm|fr|kg|per|sec|%|years?|months?|weeks?|days?|kilos?|breaths?|min))/.exec(
      text,
    );
  return bare?.[1] ? range(bare[1], undefined) : null;
}

const OXYGEN_ON = new RegExp(
  anyOf(
    String.raw`\b(?:turn\w*|switch\w*)(?: \w+){0,3}? on\b`,
    // Not "the oxygen reservoir on": the reservoir fitted says nothing of the flow.
    // Nor "oxygen not on yet".
    String.raw`\boxygen(?: (?!reservoir\b|reservoirs\b|not\b|never\b)\w+){0,2} on\b`,
    String.raw`\bon (?:the )?oxygen\b`,
    String.raw`\bopen\w*(?: \w+){0,2}? (?:flow|valve|flow ?meter|oxygen)\b`,
    String.raw`\b(?:flowing|running|high flow|full flow|max(?:imum)? flow|flush\w*)\b`,
  ),
);
const OXYGEN_OFF = new RegExp(
  anyOf(
    // Not "the oxygen is not off", "never turned off": a negator before the off.
    String.raw`(?<!\b(?:not|never) )\b(?:turn\w*|switch\w*)(?: \w+){0,3}? off\b|\boxygen(?: (?!not\b|never\b)\w+){0,2} off\b|(?<!\b(?:not|never|isn t|is not|aren t) )\bdisconnect\w*\b|\bempty (?:oxygen )?(?:tank|cylinder)\b`,
    // "forgot to open the flowmeter", "the flow was never turned on": connected, but nothing flowing. Not "let's not
    // forget to turn the oxygen on": a reminder.
    String.raw`(?<!\b(?:not|never) )\b(?:forg[eo]t\w*|neglect\w*|fail\w*)(?: \w+)? to (?:open|turn|switch|start)\b`,
    String.raw`\b(?:flow ?meter|flow|valve|oxygen|cylinder) (?:is |was |has |had )?(?:not|never)(?: been)? (?:turned on|switched on|opened|started)\b`,
  ),
);

export function oxygenSwitch(text: string): 'on' | 'off' | null {
  if (OXYGEN_OFF.test(text)) return 'off';
  if (OXYGEN_ON.test(text)) return 'on';
  return null;
}

/** A ventilation rate in breaths/min from a rate cue ("20 per min", "20-30 per min", "every 3 sec"). */
export function rateOf(cueText: string): Range | null {
  const perMinute = /\b(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? per min\b/.exec(cueText);
  if (perMinute?.[1]) return range(perMinute[1], perMinute[2]);
  if (/\b(?:once|1 (?:breath|squeeze|puff)) (?:a|per|every|each) sec(?:ond)?\b/.test(cueText))
    return { low: 60, high: 60 };
  // "count to 10 before the next": one breath every that many seconds.
  const counted = /\bcount(?:ing)? (?:to )?(\d{1,2}) (?:before|between)\b/.exec(cueText);
  if (counted?.[1] && Number(counted[1]) > 0)
    return range(String(Math.round(60 / Number(counted[1]))), undefined);
  // "I bag him at 40": the bare number the rate cue matched after bagging at.
  if (/^\d{2}$/.test(cueText)) return range(cueText, undefined);
  const interval = /\b(?:every|each|per) (\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? sec\b/.exec(cueText);
  if (interval?.[1]) {
    const seconds = range(interval[1], interval[2]);
    if (seconds.low <= 0) return null;
    return { low: Math.round(60 / seconds.high), high: Math.round(60 / seconds.low) };
  }
  return null;
}

export type AdjunctSize = { sizeCode?: string; mm?: number; cm?: number };

/** An adjunct size named in the clause: a Guedel size ("size 2", "#00"), a length or a diameter. */
export function adjunctSizeIn(text: string): AdjunctSize | null {
  // "size 2", "#00"; or the size said just before the adjunct ("the 00 opa", "a 7.0 npa"), though not a bare "1"
  // ("1 opa" counts one).
  const size =
    /\b(?:size|#) ?(000|00|0|\d(?:\.\d)?)\b/.exec(text) ??
    /(?<![\d.])\b(000|00|0|[2-9](?:\.\d)?|1\.\d) (?:opa|npa)s?\b/.exec(text);
  const mm = /\b(\d+(?:\.\d+)?) mm\b/.exec(text);
  const cm = /\b(\d+(?:\.\d+)?) cm\b/.exec(text);
  if (!size && !mm && !cm) return null;
  return {
    ...(size?.[1] !== undefined ? { sizeCode: size[1] } : {}),
    ...(mm?.[1] !== undefined ? { mm: Number(mm[1]) } : {}),
    ...(cm?.[1] !== undefined ? { cm: Number(cm[1]) } : {}),
  };
}

/** A suction catheter size in French, if named. */
export function frenchSizeIn(text: string): number | null {
  // "a 10 fr catheter", "a size 14 suction catheter", "the 8 catheter": a catheter's size is in French.
  const match = /\b(\d+) fr\b|\b(?:size )?(\d+) (?:suction )?catheter\b/.exec(text);
  const size = match?.[1] ?? match?.[2];
  return size ? Number(size) : null;
}

export { GENERIC_SIZE };
