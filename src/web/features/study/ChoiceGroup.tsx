import { useId } from 'react';

/** A small set of exclusive choices as large side-by-side radio buttons (time point, arm). */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  invalid,
  onChange,
}: {
  legend: string;
  name: string;
  choices: [T, string][];
  value: T | '';
  invalid: boolean;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="field choice-group" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="segmented">
        {choices.map(([choice, label]) => (
          <label key={choice} className="segment">
            <input
              type="radio"
              name={`${id}-${name}`}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span>{label}</span>
          </label>
        ))}
      </div>
      {invalid && (
        <p id={`${id}-error`} className="form-error">
          Choose one.
        </p>
      )}
    </fieldset>
  );
}
