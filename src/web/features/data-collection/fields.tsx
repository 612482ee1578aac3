import { useId, useState } from 'react';

type Common = { label: string; hint?: string };

/** A labelled text box; `rows` makes it a textarea for the longer free-text fields. */
export function TextField({
  label,
  hint,
  value,
  onChange,
  rows,
}: Common & { value: string; onChange: (value: string) => void; rows?: number }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="dc-field">
      <FieldHead id={id} label={label} hint={hint} hintId={hintId} />
      {rows ? (
        <textarea
          id={id}
          rows={rows}
          value={value}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </div>
  );
}

/**
 * A numeric input holding what the author typed (so "-" or "37." mid-typing is not clobbered) and
 * reporting a number, or null when blank or not a number. The browser flags non-numbers on submit.
 */
export function NumberField({
  label,
  hint,
  value,
  onChange,
}: Common & { value: number | null; onChange: (value: number | null) => void }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const [text, setText] = useState(value === null ? '' : String(value));
  return (
    <div className="dc-field">
      <FieldHead id={id} label={label} hint={hint} hintId={hintId} />
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step="any"
        value={text}
        aria-describedby={hintId}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = e.target.valueAsNumber;
          onChange(e.target.value.trim() === '' || Number.isNaN(parsed) ? null : parsed);
        }}
      />
    </div>
  );
}

/**
 * Blood pressure as "systolic/diastolic". A text input, not type=number, because of the slash; no
 * numeric inputMode either, since phone number pads have no "/" key. The pattern flags typos on submit.
 */
export function BloodPressureField({
  label,
  value,
  onChange,
}: Common & { value: string | number | null; onChange: (value: string | null) => void }) {
  const id = useId();
  return (
    <div className="dc-field">
      <label htmlFor={id}>{label}</label>
      {/* Read with the field; on screen the placeholder shows the example, keeping the vitals grid aligned. */}
      <span className="visually-hidden" id={`${id}-hint`}>
        Systolic/diastolic in mmHg, e.g. 93/58
      </span>
      <input
        id={id}
        type="text"
        inputMode="text"
        pattern="\d{1,3}( ?/ ?\d{1,3})?"
        title="Systolic/diastolic in mmHg, e.g. 93/58"
        autoComplete="off"
        placeholder="e.g. 93/58"
        value={value === null ? '' : String(value)}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value)}
      />
    </div>
  );
}

/** A field's label, and its hint below when it has one (the input points to it with aria-describedby). */
function FieldHead({
  id,
  label,
  hint,
  hintId,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  hintId: string | undefined;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span className="dc-hint" id={hintId}>
          {hint}
        </span>
      )}
    </>
  );
}
