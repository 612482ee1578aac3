import type { Phase, VitalSigns } from '../../../contract/case.ts';
import { BloodPressureField, NumberField, TextField } from './fields.tsx';
import { TextGroup } from './TextGroup.tsx';

const ASSESSMENT = [
  { key: 'airway', label: 'Airway' },
  { key: 'breathing', label: 'Breathing' },
  { key: 'circulation', label: 'Circulation' },
  { key: 'disability', label: 'Disability' },
] as const;

const HARD_STOPS = [
  { key: 'ventilationEquipment', label: 'Ventilation equipment' },
  { key: 'ventilationTechnique', label: 'Ventilation technique' },
  { key: 'airwayManagement', label: 'Airway management' },
  { key: 'maskPositioning', label: 'Mask positioning' },
] as const;

const NUMERIC_VITALS: readonly { key: Exclude<keyof VitalSigns, 'nibp'>; label: string }[] = [
  { key: 'hr', label: 'Heart rate (/min)' },
  { key: 'rr', label: 'Respiratory rate (/min)' },
  { key: 'temp', label: 'Temperature (°C)' },
  { key: 'o2', label: 'SpO2 (%)' },
  { key: 'co2', label: 'EtCO2 (mmHg)' },
];

/** One phase of the case (docs/api.md#cases): its state, vital signs, ABCD findings and stops. */
export function PhaseFieldset({
  phase,
  number,
  onChange,
  onRemove,
}: {
  phase: Phase;
  /** 1-based, as authors count phases. */
  number: number;
  onChange: (phase: Phase) => void;
  /** Absent for the last remaining phase: a case needs at least one. */
  onRemove: (() => void) | undefined;
}) {
  const setVitals = (patch: Partial<VitalSigns>) =>
    onChange({ ...phase, vitalSigns: { ...phase.vitalSigns, ...patch } });
  return (
    <fieldset className="dc-fieldset dc-phase">
      <legend>Phase {number}</legend>
      <TextField
        label="Initial state"
        hint="What the resident finds as this phase begins."
        rows={3}
        value={phase.initialState}
        onChange={(initialState) => onChange({ ...phase, initialState })}
      />

      <fieldset className="dc-subfieldset">
        <legend>Vital signs</legend>
        <div className="dc-grid dc-grid-vitals">
          {NUMERIC_VITALS.slice(0, 3).map(({ key, label }) => (
            <NumberField
              key={key}
              label={label}
              value={phase.vitalSigns[key]}
              onChange={(value) => setVitals({ [key]: value })}
            />
          ))}
          <BloodPressureField
            label="Blood pressure (NIBP)"
            value={phase.vitalSigns.nibp}
            onChange={(nibp) => setVitals({ nibp })}
          />
          {NUMERIC_VITALS.slice(3).map(({ key, label }) => (
            <NumberField
              key={key}
              label={label}
              value={phase.vitalSigns[key]}
              onChange={(value) => setVitals({ [key]: value })}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="dc-subfieldset">
        <legend>Assessment</legend>
        <TextGroup
          values={{
            airway: phase.airway,
            breathing: phase.breathing,
            circulation: phase.circulation,
            disability: phase.disability,
          }}
          fields={ASSESSMENT}
          rows={2}
          onChange={(assessment) => onChange({ ...phase, ...assessment })}
        />
      </fieldset>

      <fieldset className="dc-subfieldset">
        <legend>Hard stops</legend>
        <p className="dc-hint">
          What the resident must do in each checklist group before the case moves on. Leave a group blank when
          it does not apply.
        </p>
        <TextGroup
          values={phase.hardStop}
          fields={HARD_STOPS}
          rows={3}
          onChange={(hardStop) => onChange({ ...phase, hardStop })}
        />
      </fieldset>

      <TextField
        label="Soft stop: what residents see when they stall"
        hint="Shown to the resident word for word when they stop making progress in this phase, e.g. “What equipment do you need at the bedside?”. It is not a note for faculty."
        rows={2}
        value={phase.softStop}
        onChange={(softStop) => onChange({ ...phase, softStop })}
      />

      {onRemove && (
        <button type="button" className="remove-button" onClick={onRemove}>
          Remove phase {number}
        </button>
      )}
    </fieldset>
  );
}
