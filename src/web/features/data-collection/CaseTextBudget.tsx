import { caseTextSize, formatCount as count, MAX_CASE_TEXT_CHARS } from '../../../contract/case-text.ts';

/** Shown from this share of the limit on: below it, the count would only be noise. */
const SHOWN_FROM = 0.9;

/**
 * How much of the case-wide text limit the form uses, once it is nearly full: the author learns it while
 * writing, not from a refused submission (the server refuses an over-long case all the same).
 */
export function CaseTextBudget({ caseText }: { caseText: unknown }) {
  const { chars } = caseTextSize(caseText);
  if (chars < MAX_CASE_TEXT_CHARS * SHOWN_FROM) return null;
  const over = chars > MAX_CASE_TEXT_CHARS;
  return (
    <p className={over ? 'form-error' : 'dc-hint'} data-testid="case-text-budget">
      {over
        ? `Too long to submit: the case holds ${count(chars)} characters of text, at most ${count(MAX_CASE_TEXT_CHARS)}. Shorten some fields.`
        : `The case holds ${count(chars)} of at most ${count(MAX_CASE_TEXT_CHARS)} characters of text.`}
    </p>
  );
}
