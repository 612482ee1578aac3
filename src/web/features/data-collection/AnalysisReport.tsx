import { useEffect, useRef } from 'react';
import { AnalysisDetails } from '../../components/CaseAnalysis.tsx';
import type { CaseAnalysis } from './submission.ts';

/**
 * After a submission: what the simulator will require in each phase and what it could not make
 * sense of, so the author can fix the case (in the Case Editor) before residents play it.
 */
export function AnalysisReport({
  caseId,
  analysis,
  onTry,
}: {
  caseId: number;
  analysis: CaseAnalysis;
  onTry: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form was reset below: take keyboard and screen-reader users to the result.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="analysis" aria-labelledby="dc-analysis-title">
      <h3 id="dc-analysis-title" ref={heading} tabIndex={-1}>
        Case {caseId} saved: what the simulator understood
      </h3>
      <AnalysisDetails analysis={analysis} />
      <p>
        The case is saved as a <strong>draft</strong>: residents get it once you publish it in the Case
        Editor. Edit it there, or try it now (a test run, kept out of the study's data):{' '}
        <button type="button" className="primary-button" onClick={onTry}>
          Try this case
        </button>
      </p>
    </section>
  );
}
