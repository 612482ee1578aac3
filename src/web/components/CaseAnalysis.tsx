import type { CaseAnalysis } from '../../contract/api.ts';
import { checklistItemLabel } from '../../contract/checklist.ts';
import './case-analysis.css';

/** The hard-stop fields as the Data Collection form names them. */
const FIELD_LABELS: Record<string, string> = {
  airwayManagement: 'Airway management',
  ventilationEquipment: 'Ventilation equipment',
  maskPositioning: 'Mask positioning',
  ventilationTechnique: 'Ventilation technique',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;

/** The engine writes in lower case ("phase 2: no vital signs given"); shown as sentences. */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The analysis itself: the patient as read, the case's warnings, and per phase the required items and what each
 * hard-stop field was read as, its warnings beside it. Shown after a submission and in the Case Editor.
 */
export function AnalysisDetails({ analysis }: { analysis: CaseAnalysis }) {
  return (
    <>
      {analysis.patient && <p>The simulator treats the patient as {analysis.patient.described}.</p>}
      {analysis.warnings.length > 0 && (
        <Warnings title="Warnings for the whole case" items={analysis.warnings} />
      )}
      {analysis.phases.map((phase) => (
        <div key={phase.number} className="analysis-phase">
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
    </>
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
        <div className="analysis-warnings analysis-field-warnings">
          <p className="analysis-warnings-title">
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
    <div className="analysis-warnings">
      <p className="analysis-warnings-title">{title}</p>
      <ul>
        {items.map((warning) => (
          <li key={warning}>{sentence(warning)}</li>
        ))}
      </ul>
    </div>
  );
}
