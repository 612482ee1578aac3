/**
 * A cheaper test a place must pass before a pattern is tried there (match-starts.ts): the pattern with its
 * lookbehinds left out. Many cues check the words before a match with a lookbehind that scans back tens of
 * characters through a list of words ("then(?<!\b(?:suction|mask|...)\b[^.?]{0,80}then) ..."), and V8 checks it
 * before it reads on, so each place where the pattern's first word is (every "then" of a text) paid for the scan
 * back even where the words after it could never match.
 *
 * The probe matches wherever the pattern does: a lookbehind consumes nothing, so a match of the pattern at a place
 * is, lookbehinds passed over, a match of the probe there. Lookbehinds inside a negative lookahead are kept (left
 * out there they would make the lookahead refuse more), and so is every group, so group numbers do not change.
 */
export function withoutLookbehinds(source: string): string | null {
  let out = '';
  let copied = 0;
  // For each open group, whether it is a negative lookahead or inside one.
  const negative: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === ')') negative.pop();
    else if (char === '(') {
      const inNegative = negative.at(-1) ?? false;
      if (!inNegative && (source.startsWith('(?<=', i) || source.startsWith('(?<!', i))) {
        const end = groupEnd(source, i);
        out += source.slice(copied, i);
        copied = end;
        i = end - 1;
        continue;
      }
      negative.push(inNegative || source.startsWith('(?!', i));
    }
  }
  return copied === 0 ? null : out + source.slice(copied);
}

/** The index after the group that opens at `open` (escapes and classes skipped). */
function groupEnd(source: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') i++;
    else if (inClass) inClass = char !== ']';
    else if (char === '[') inClass = true;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return source.length;
}

/**
 * A sticky probe that stops being asked once it is seen to pass most places: then it only adds its own cost
 * (a cue whose lookbehind is what rules places out, as "bag(?<=\bchild bag)", gains nothing from it). Whether it
 * is asked changes no match, only what a place costs.
 */
export class Probe {
  private readonly pattern: RegExp;
  private tries = 0;
  private passes = 0;
  active = true;

  constructor(source: string, flags: string) {
    this.pattern = new RegExp(source, flags.includes('y') ? flags : `${flags}y`);
  }

  /** Whether the pattern may match at `place` of `subject` (false: it does not). */
  mayMatchAt(subject: string, place: number): boolean {
    this.pattern.lastIndex = place;
    const passed = this.pattern.test(subject);
    this.tries++;
    if (passed) this.passes++;
    // Checked now and then: a probe that passes three places in four is dropped.
    if ((this.tries & 63) === 0 && this.passes * 4 > this.tries * 3) this.active = false;
    return passed;
  }
}
