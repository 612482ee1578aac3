import { TextField } from './fields.tsx';

/** One labelled text box per key of a group of text fields (history, exam, hard stops...). */
export function TextGroup<T extends { [K in keyof T]: string }>({
  values,
  fields,
  onChange,
  rows,
}: {
  values: T;
  fields: readonly { key: keyof T & string; label: string; hint?: string }[];
  onChange: (values: T) => void;
  rows?: number;
}) {
  return (
    <div className="dc-grid">
      {fields.map(({ key, label, hint }) => (
        <TextField
          key={key}
          label={label}
          {...(hint ? { hint } : {})}
          {...(rows ? { rows } : {})}
          value={values[key]}
          onChange={(value) => onChange({ ...values, [key]: value })}
        />
      ))}
    </div>
  );
}
