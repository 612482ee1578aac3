import { useEffect, useRef } from 'react';
import { checklistItemLabel } from '../../../contract/checklist.ts';
import { fieldLabel, sentence } from './field-conflicts.ts';
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
          {phase.fields?.some((field) => field.rules.length > 0 || field.warnings.length > 0) && (
            <>
              <p>What it took from your hard-stop text (this wins over the built-in age defaults):</p>
              <ul>
                {phase.fields.map((field) => (
                  <FieldReading key={field.field} field={field} phase={phase.number} />
                ))}
              </ul>
            </>
          )}
          {phase.warnings.length > 0 && (
            <Warnings title={`Warnings for phase ${phase.number}`} items={phase.warnings} />
          )}
        </div>
      ))}
      <p>
        Edit it in the Case Editor, or play it now:{' '}
        <button type="button" className="primary-button" onClick={onTry}>
          Try this case
        </button>
      </p>
    </section>
  );
}

type Field = NonNullable<CaseAnalysis['phases'][number]['fields']>[number];

/** One hard-stop field: the rules read from it, and beside them where they contradict the built-in limits. */
function FieldReading({ field, phase }: { field: Field; phase: number }) {
  if (field.rules.length === 0 && field.warnings.length === 0) return null;
  const label = fieldLabel(field.field);
  return (
    <li>
      {label}
      {field.rules.length > 0 && (
        <ul>
          {field.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
      {field.warnings.length > 0 && (
        <div className="dc-warnings dc-field-warnings">
          <p className="dc-warnings-title">
            Phase {phase}, {label}: against the built-in limits for the patient's age
          </p>
          <ul>
            {field.warnings.map((warning) => (
              <li key={warning}>{sentence(warning)}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
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
