import { useState } from 'react';
import type { CaseAnalysis, SubmitDataBody } from '../../../contract/api.ts';
import { analyseCase } from '../../api/case-analysis.ts';
import { failureText } from '../../api/error-text.ts';
import { AnalysisDetails } from '../../components/CaseAnalysis.tsx';

/**
 * The Case Editor's analysis view: what the simulator would understand of the case as edited (POST
 * /analyze-case, nothing saved), with each hard-stop field's warnings beside it where the text accepts what the
 * built-in limits for the patient's age reject. `caseBody` gives the edited case, or null when a field does not
 * parse (the form then shows which).
 */
export function CaseCheck({ caseBody }: { caseBody: () => Record<string, unknown> | null }) {
  const [analysis, setAnalysis] = useState<CaseAnalysis>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function check() {
    const body = caseBody();
    if (!body || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      // The case's own keys as Data Collection names them; analyze-case refuses anything else.
      setAnalysis(
        await analyseCase({ formData: body['Scenario Outline'], phases: body.Phases } as SubmitDataBody),
      );
    } catch (failure) {
      setAnalysis(undefined);
      setError(failureText('check the case', failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="analysis ce-check" aria-labelledby="ce-check-title">
      <h4 id="ce-check-title">What the simulator understands of this case</h4>
      <button type="button" className="secondary-button" aria-disabled={busy} onClick={check}>
        {busy ? 'Checking…' : analysis ? 'Check again' : 'Check the hard stops'}
      </button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {analysis && <AnalysisDetails analysis={analysis} />}
    </section>
  );
}
