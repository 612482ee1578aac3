import { useEffect, useRef } from 'react';
import { checklistItemLabel } from '../../../contract/checklist.ts';
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
    <section className="dc-analysis" aria-labelledby="dc-analysis-title">
      <h3 id="dc-analysis-title" ref={heading} tabIndex={-1}>
        Case {caseId} saved: what the simulator understood
      </h3>
      {analysis.patient && <p>The simulator treats the patient as {analysis.patient.described}.</p>}
      {analysis.warnings.length > 0 && (
        <Warnings title="Warnings for the whole case" items={analysis.warnings} />
      )}
      {analysis.phases.map((phase) => (
        <div key={phase.number} className="dc-analysis-phase">
          <h4>Phase {phase.number}</h4>
          {phase.requiredItems.length > 0 ? (
            <>
              <p>Checklist items the resident must complete:</p>
              <ul>
                {phase.requiredItems.map((item) => (
                  <li key={item}>{checklistItemLabel(item)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>No checklist item is required in this phase.</p>
          )}
          {phase.fields?.some((field) => field.rules.length > 0) && (
            <>
              <p>What it took from your hard-stop text (this wins over the built-in age defaults):</p>
              <ul>
                {phase.fields.flatMap((field) =>
                  field.rules.map((rule) => (
                    <li key={`${field.field}-${rule}`}>
                      {FIELD_LABELS[field.field] ?? field.field}: {rule}
                    </li>
                  )),
                )}
              </ul>
            </>
          )}
          {phase.warnings.length > 0 && (
            <Warnings title={`Warnings for phase ${phase.number}`} items={phase.warnings} />
          )}
        </div>
      ))}
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

function Warnings({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="dc-warnings">
      <p className="dc-warnings-title">{title}</p>
      <ul>
        {items.map((warning) => (
          <li key={warning}>{sentence(warning)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The hard-stop fields as the Data Collection form names them. */
const FIELD_LABELS: Record<string, string> = {
  airwayManagement: 'Airway management',
  ventilationEquipment: 'Ventilation equipment',
  maskPositioning: 'Mask positioning',
  ventilationTechnique: 'Ventilation technique',
};

/** The engine writes warnings in lower case ("phase 2: no vital signs given"); shown as sentences. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
