import type { EditableField } from './case-form.ts';

/** One labelled text box of the Case Editor; JSON fields say so and show why they do not parse. */
export function FieldBox({
  field,
  error,
  onChange,
}: {
  field: EditableField;
  error: string | undefined;
  onChange: (id: string, text: string) => void;
}) {
  const errorId = `${field.id}-error`;
  // Tall enough to show the text without scrolling, within reason (long JSON scrolls).
  const lines = Math.max(field.text.split('\n').length, Math.ceil(field.text.length / 70));
  return (
    <div className={field.json ? 'ce-field ce-field-json' : 'ce-field'}>
      <label htmlFor={field.id}>
        {field.label.split(' › ').at(-1)}
        {field.json && <span className="ce-json-tag"> (JSON)</span>}
      </label>
      <textarea
        id={field.id}
        rows={Math.min(Math.max(lines, field.json ? 3 : 2), 14)}
        value={field.text}
        spellCheck={!field.json}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(field.id, e.target.value)}
      />
      {error && (
        <p className="ce-field-error" id={errorId}>
          Not valid JSON: {error}
        </p>
      )}
    </div>
  );
}
