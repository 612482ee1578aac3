import { describe, expect, it } from 'vitest';
import { WORD_START } from './character-runs.ts';
import { matchStarts, StartSearch } from './match-starts.ts';
import { WordStarts } from './word-starts.ts';

const W = WORD_START;

describe('matchStarts', () => {
  it('reads the strings every match starts with, marking those after a word start', () => {
    expect(matchStarts(/\bhelp(?= me)/g)).toEqual([`${W}help`]);
    expect(matchStarts(/bag(?:s|gy)/g)).toEqual(['bag']);
    expect(matchStarts(/\b(?:stand|standing|kneel\w*)\b/g)).toEqual([`${W}stand`, `${W}kneel`]);
    // Lookarounds and a group of them consume nothing; an optional group adds what follows it.
    expect(matchStarts(/\b(?=help)(?:^|(?<=, )|(?<=\band ))help\b/g)).toEqual([`${W}help`]);
    expect(matchStarts(/\b(?:the |a )?mask/g)).toEqual([`${W}a `, 'mask', `${W}the `]);
    expect(matchStarts(/^(?:just )?go/g)).toEqual(['go', `${W}just `]);
    // Top-level alternatives each give theirs; a leading lookahead's words stand in where they are fewer.
    expect(matchStarts(/\bone|two/g)).toEqual(['two', `${W}one`]);
    expect(matchStarts(/(?=\b(?:sit|lie))(?:\bsit(?:ting|s)?|\blie|\blying)/g)).toEqual([
      `${W}sit`,
      `${W}lie`,
    ]);
    expect(matchStarts(/\b1 sec\b|\/min/g)).toEqual(['/min', `${W}1 sec`]);
    expect(matchStarts(/\b\d+ lpm/g)).toBeNull();
    // A start that need not begin a word is searched in the whole text: only a few of those.
    expect(matchStarts(/(?:ab|cd|ef)x/g)).toBeNull();
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
  it('chains the places where words start by their first two characters, in order', () => {
    const starts = new WordStarts();
    const text = 'stand, stay  st_x a9 (a) sta';
    starts.read(text);
    const chain = (bucket: number, one: boolean) => {
      const out: number[] = [];
      for (let place = starts.first(bucket, one); place >= 0; place = starts.next(place, one))
        out.push(place);
      return out;
    };
    const expected = [...text.matchAll(/\b\w/g)].map((match) => match.index);
    const all = Array.from({ length: 1024 }, (_, bucket) => chain(bucket, false)).flat();
    expect(all.sort((a, b) => a - b)).toEqual(expected);
    expect(chain(((115 - 96) << 5) | (116 - 96), false)).toEqual([0, 7, 13, 25]);
    expect(chain(1, true)).toEqual([18, 22]);
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
    const match = search.exec(text, from);
    if (match === null) break;
    found.push([match.index, match[0]]);
    from = match.index + Math.max(1, match[0].length);
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
    for (const pattern of [/\bhelp(?= me)/g, /\b(?:stand|help) (?:by |me)\b/g, /(?<=, )help\b/g, /elp me/g]) {
      const search = new StartSearch(pattern);
      expect(search.byStarts).toBe(true);
      for (const text of texts) {
        const [own, found] = matchesBoth(pattern, text);
        expect(found).toEqual(own);
      }
    }
  });
});
