import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAX_CASE_TEXT_CHARS } from '../../../contract/case-text.ts';
import { CaseTextBudget } from './CaseTextBudget.tsx';

const html = (chars: number) =>
  renderToStaticMarkup(<CaseTextBudget caseText={{ text: 'x'.repeat(chars) }} />);

describe('CaseTextBudget', () => {
  it('says nothing while the case is well within the limit', () => {
    expect(html(0)).toBe('');
    expect(html(MAX_CASE_TEXT_CHARS * 0.9 - 1)).toBe('');
  });

  it('shows the count once the case nears the limit', () => {
    expect(html(95_000)).toContain('The case holds 95,000 of at most 100,000 characters of text.');
    expect(html(MAX_CASE_TEXT_CHARS)).toContain('100,000 of at most 100,000');
  });

  it('warns, as an error, once the case is over the limit', () => {
    const shown = html(MAX_CASE_TEXT_CHARS + 1);
    expect(shown).toContain('class="form-error"');
    expect(shown).toContain(
      'Too long to submit: the case holds 100,001 characters of text, at most 100,000.',
    );
  });
});
