import { describe, expect, it } from 'vitest';
import type { ItemResult } from '../../contract/study.ts';
import { agreementOf } from './agreement.ts';

const pairs = (counts: [ItemResult, ItemResult, number][]) =>
  counts.flatMap(([a, b, n]) => Array.from({ length: n }, () => [a, b] as const));

describe("Cohen's kappa and percent agreement", () => {
  it('gives the textbook figure: 20 both yes, 5 and 10 split, 15 both no -> 70 %, kappa 0.4', () => {
    const figure = agreementOf(
      pairs([
        ['done', 'done', 20],
        ['done', 'not_done', 5],
        ['not_done', 'done', 10],
        ['not_done', 'not_done', 15],
      ]),
    );
    expect(figure).toEqual({ n: 50, percent: 70, kappa: 0.4 });
  });

  it('is 1 for perfect agreement over varied results, below 0 for worse than chance, null when undefined', () => {
    expect(
      agreementOf(
        pairs([
          ['done', 'done', 3],
          ['na', 'na', 2],
        ]),
      ).kappa,
    ).toBe(1);
    expect(
      agreementOf(
        pairs([
          ['done', 'not_done', 2],
          ['not_done', 'done', 2],
        ]),
      ),
    ).toEqual({
      n: 4,
      percent: 0,
      kappa: -1,
    });
    expect(agreementOf(pairs([['done', 'done', 4]]))).toEqual({ n: 4, percent: 100, kappa: null });
    expect(agreementOf([])).toEqual({ n: 0, percent: null, kappa: null });
  });
});
