import type { ScenarioOutline } from '../../../contract/case.ts';
import { NumberField, TextField } from './fields.tsx';
import { TextGroup } from './TextGroup.tsx';

type Report = ScenarioOutline['patientReport'];
type Basic = Report['basicInformation'];

const OBJECTIVES = [1, 2, 3, 4, 5].map((n) => ({
  key: `objective${n}` as keyof ScenarioOutline['objectives'],
  label: `Objective ${n}`,
}));

const HISTORY = [
  { key: 'symptoms', label: 'Symptoms' },
  { key: 'allergies', label: 'Allergies' },
  { key: 'medications', label: 'Medications' },
  { key: 'pmh', label: 'Past medical history' },
  { key: 'lastMeal', label: 'Last meal' },
  { key: 'events', label: 'Events leading up' },
] as const;

const EXAM = [
  { key: 'generalAppearance', label: 'General appearance' },
  { key: 'breathing', label: 'Breathing' },
  { key: 'circulation', label: 'Circulation' },
  { key: 'abdomen', label: 'Abdomen' },
  { key: 'neuro', label: 'Neuro' },
  { key: 'disability', label: 'Disability' },
] as const;

/**
 * The scenario outline half of the form (docs/api.md#cases, the outline). PMH and labs are not shown but
 * stay in `outline` with their defaults, so they are submitted as the case format expects.
 */
export function OutlineFieldsets({
  outline,
  onChange,
}: {
  outline: ScenarioOutline;
  onChange: (outline: ScenarioOutline) => void;
}) {
  const report = outline.patientReport;
  const setReport = (patch: Partial<Report>) =>
    onChange({ ...outline, patientReport: { ...report, ...patch } });
  const setBasic = (patch: Partial<Basic>) =>
    setReport({ basicInformation: { ...report.basicInformation, ...patch } });
  const basic = report.basicInformation;

  return (
    <>
      <fieldset className="dc-fieldset">
        <legend>Case presentation</legend>
        <TextField
          label="Case presentation"
          hint="What the resident is told at the start of the case."
          rows={5}
          value={outline.casePresentation}
          onChange={(casePresentation) => onChange({ ...outline, casePresentation })}
        />
      </fieldset>

      <fieldset className="dc-fieldset">
        <legend>Learning objectives</legend>
        <TextGroup
          values={outline.objectives}
          fields={OBJECTIVES}
          onChange={(objectives) => onChange({ ...outline, objectives })}
        />
      </fieldset>

      <fieldset className="dc-fieldset">
        <legend>Basic information</legend>
        <div className="dc-grid">
          <TextField label="Name" value={basic.name} onChange={(name) => setBasic({ name })} />
          <NumberField
            label="Age (years)"
            hint="0.5 for a 6-month-old"
            value={basic.age}
            onChange={(age) => setBasic({ age })}
          />
          <TextField label="Sex" value={basic.sex} onChange={(sex) => setBasic({ sex })} />
          <NumberField label="Weight (kg)" value={basic.weight} onChange={(weight) => setBasic({ weight })} />
          <TextField
            label="Diagnosis"
            value={basic.diagnosis}
            onChange={(diagnosis) => setBasic({ diagnosis })}
          />
        </div>
      </fieldset>

      <fieldset className="dc-fieldset">
        <legend>History</legend>
        <TextGroup values={report.history} fields={HISTORY} onChange={(history) => setReport({ history })} />
      </fieldset>

      <fieldset className="dc-fieldset">
        <legend>Initial exam</legend>
        <TextGroup
          values={report.initialExam}
          fields={EXAM}
          rows={2}
          onChange={(initialExam) => setReport({ initialExam })}
        />
      </fieldset>
    </>
  );
}
