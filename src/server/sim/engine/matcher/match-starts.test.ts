import { describe, expect, it } from 'vitest';
import { WORD_START } from './character-runs.ts';
import { DIGIT, matchStarts, StartSearch } from './match-starts.ts';
import { ANY_BY_ONE, ANY_BY_TWO, bucketOfTwo, WORD_BY_ONE, WORD_BY_TWO, WordStarts } from './word-starts.ts';

const W = WORD_START;

describe('matchStarts', () => {
  it('reads the strings every match starts with, marking those after a word start', () => {
    expect(matchStarts(/\bhelp(?= me)/g)).toEqual([`${W}help`]);
    expect(matchStarts(/bag(?:s|gy)/g)).toEqual(['bag']);
    expect(matchStarts(/\b(?:stand|standing|kneel\w*)\b/g)).toEqual([`${W}stand`, `${W}kneel`]);
    // Lookarounds and a group of them consume nothing; an optional group adds what follows it.
    expect(matchStarts(/\b(?=help)(?:^|(?<=, )|(?<=\band ))help\b/g)).toEqual([`${W}help`]);
    // A group of plain strings is joined to what follows it: "the mask", not "the ", is searched for.
    expect(matchStarts(/\b(?:the |a )?mask/g)).toEqual([`${W}mask`, `${W}a mask`, `${W}the mask`]);
    expect(matchStarts(/^(?:just )?go/g)).toEqual([`${W}go`, `${W}just go`]);
    expect(matchStarts(/\b(?:i|we)(?: will| would)* (?:go|run)/g)).toEqual([`${W}i `, `${W}we `]);
    expect(matchStarts(/\b(?:the|a)?mask/g)).toEqual(['mask', `${W}amask`, `${W}themask`]);
    // Top-level alternatives each give theirs; a leading lookahead's words stand in where they are fewer.
    expect(matchStarts(/\bone|two/g)).toEqual(['two', `${W}one`]);
    expect(matchStarts(/(?=\b(?:sit|lie))(?:\bsit(?:ting|s)?|\blie|\blying)/g)).toEqual([
      `${W}sit`,
      `${W}lie`,
    ]);
    expect(matchStarts(/\b1 sec\b|\/min/g)).toEqual(['/min', `${W}1 sec`]);
    // A digit ("\d", a class of digits) is a start of its own: the chains hold the digits' places exactly.
    expect(matchStarts(/\b\d+ lpm/g)).toEqual([`${W}${DIGIT}`]);
    expect(matchStarts(/(?<![\d.])[1-9]\d* ml|\bthe (?=\d)/g)).toEqual([DIGIT, `${W}the `]);
    expect(matchStarts(/\d? ml/g)).toBeNull();
    // A lookahead whose starts cannot be told leaves what follows it to tell them.
    expect(matchStarts(/\b(?=[ce])(?:ec|ce)\b/g)).toEqual([`${W}ec`, `${W}ce`]);
    // A plain string before an optional group of them keeps the word start; a start need not begin a word, and
    // above 24 starts none are used.
    expect(matchStarts(/\b(?:the |a )?(?:nurse|rn)/g)).toEqual([
      `${W}rn`,
      `${W}a rn`,
      `${W}nurse`,
      `${W}the rn`,
      `${W}a nurse`,
      `${W}the nurse`,
    ]);
    expect(matchStarts(/\b(?:the|an? )?nurse/g)).toEqual([`${W}a`, `${W}the`, 'nurse']);
    expect(matchStarts(/(?:ab|cd|ef)x/g)).toEqual(['abx', 'cdx', 'efx']);
    expect(matchStarts(/(?:a|c|e)x/g)).toEqual(['ax', 'cx', 'ex']);
    // Joined, too many strings: the group's own are kept.
    expect(matchStarts(/(?:a|c|e)(?:n|o|p|q|r|s|t|u|v)/g)).toEqual(['a', 'c', 'e']);
    expect(
      matchStarts(new RegExp(`(?:${'abcdefghijklmnopqrstuvwxyz'.split('').join('|')})x`, 'g')),
    ).toBeNull();
  });

  it('tells nothing where a match may be empty, starts with a class, or the pattern folds case', () => {
    expect(matchStarts(/\b(?:the )?/g)).toBeNull();
    expect(matchStarts(/[ce] clamp/g)).toBeNull();
    expect(matchStarts(/(?:a|\w+) b/g)).toBeNull();
    expect(matchStarts(/x*y/g)).toBeNull();
    expect(matchStarts(/help/gi)).toBeNull();
    expect(matchStarts(/(?<name>help)/g)).toBeNull();
    expect(matchStarts(/(\w)\1/g)).toBeNull();
  });
});

describe('WordStarts', () => {
  it('chains the places where words start by their first characters, and every place by two, in order', () => {
    const starts = new WordStarts();
    const text = 'stand, stay  st_x a9 (a) sta';
    starts.read(text);
    const chain = (kind: number, bucket: number) => {
      const out: number[] = [];
      for (let place = starts.first(kind, bucket); place >= 0; place = starts.next(kind, place))
        out.push(place);
      return out;
    };
    const every = (kind: number) =>
      Array.from({ length: 1024 }, (_, bucket) => chain(kind, bucket))
        .flat()
        .sort((a, b) => a - b);
    expect(every(WORD_BY_TWO)).toEqual([...text.matchAll(/\b\w/g)].map((match) => match.index));
    expect(every(ANY_BY_TWO)).toEqual([...text].map((_, index) => index));
    expect(every(ANY_BY_ONE)).toEqual([...text].map((_, index) => index));
    expect(chain(ANY_BY_ONE, 28)).toEqual([19]);
    const st = bucketOfTwo(115, 116);
    expect(chain(WORD_BY_TWO, st)).toEqual([0, 7, 13, 25]);
    expect(chain(ANY_BY_TWO, st)).toEqual([0, 7, 13, 25]);
    expect(chain(ANY_BY_TWO, bucketOfTwo(116, 97))).toEqual([1, 8, 26]);
    expect(chain(WORD_BY_ONE, 1)).toEqual([18, 22]);
    // Another text is read anew; the same text again is not.
    starts.read('a stay');
    expect(chain(WORD_BY_TWO, st)).toEqual([2]);
  });
});

/** Every match (place and text), the pattern's own way and the search's, searching on from each match's end. */
function matchesBoth(pattern: RegExp, text: string): [[number, string][], [number, string][]] {
  const own: [number, string][] = [];
  for (pattern.lastIndex = 0; ; ) {
    const match = pattern.exec(text);
    if (match === null) break;
    own.push([match.index, match[0]]);
    pattern.lastIndex = match.index + Math.max(1, match[0].length);
  }
  const search = new StartSearch(pattern);
  const found: [number, string][] = [];
  for (let from = 0; ; ) {
    const start = search.next(text, from);
    if (start < 0) break;
    found.push([start, text.slice(start, search.end)]);
    from = start + Math.max(1, search.end - start);
  }
  return [own, found];
}

describe('StartSearch', () => {
  it('finds what the pattern finds, by its starts and past the budget of places tried in vain', () => {
    const texts = [
      'call for help and then help me , help , and help me now',
      `${'help '.repeat(400)}help me ; ${'standing by '.repeat(300)}stand by me`,
      'helpful help me hhelp me',
    ];
    const patterns = [
      /\bhelp(?= me)/g,
      /\b(?:stand|help) (?:by |me)\b/g,
      /(?<=, )help\b/g,
      /elp me/g,
      /\bi (?:help|stand)/g,
    ];
    for (const pattern of patterns) {
      const search = new StartSearch(pattern);
      expect(search.byStarts).toBe(true);
      for (const text of texts) {
        const [own, found] = matchesBoth(pattern, text);
        expect(found).toEqual(own);
      }
    }
  });
});
