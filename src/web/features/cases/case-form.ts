/**
 * The Case Editor's model of a case (docs/api.md#cases): the key/value pairs of `GET /get_case`
 * turned into text boxes, nested objects one level deep. A string stays plain text; anything else
 * (numbers, deeper objects, arrays) is JSON text that must parse before the case can be saved.
 * An array of objects (the Phases) is edited one element at a time, each element one level deep,
 * so an author edits "Phase 2 › Airway" rather than one large JSON array.
 */

export type KeyValue = { key: string; value: unknown };

export type EditableField = {
  /** Unique within the form: the input's id and the key of its error. */
  id: string;
  /** The field's key in its object (or the top-level key for a top-level value). */
  key: string;
  /** Where the field sits, for messages: "Phase 2 › Vital signs". */
  label: string;
  json: boolean;
  text: string;
};

export type ListItem = { uid: number; fields: EditableField[] };

export type FormEntry =
  | { kind: 'value'; key: string; field: EditableField }
  | { kind: 'object'; key: string; fields: EditableField[] }
  | { kind: 'list'; key: string; items: ListItem[] };

export type CaseForm = { id: string; version: unknown; entries: FormEntry[] };

const ID_KEY = '_id';
const VERSION_KEY = '_version';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** "casePresentation" -> "Case presentation", "Scenario Outline" stays as it is. */
/** Keys whose plain name would mislead an author: the soft stop is shown to residents, not to faculty. */
const KEY_LABELS: Record<string, string> = { softStop: 'Soft stop (what residents see when they stall)' };

export function humanize(key: string): string {
  const named = KEY_LABELS[key];
  if (named) return named;
  if (/\s/.test(key)) return key;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Phases" item 2 -> "Phase 2". */
export const itemTitle = (key: string, index: number) => `${key.replace(/s$/, '')} ${index + 1}`;

let nextUid = 0;

function field(key: string, label: string, value: unknown): EditableField {
  const json = typeof value !== 'string';
  // Generated: keys such as "Scenario Outline" hold spaces, which an element id must not.
  return {
    id: `case-field-${nextUid++}`,
    key,
    label,
    json,
    text: json ? (JSON.stringify(value, null, 2) ?? 'null') : value,
  };
}

function objectFields(labelPrefix: string, value: Record<string, unknown>): EditableField[] {
  return Object.entries(value).map(([key, inner]) => field(key, `${labelPrefix} › ${humanize(key)}`, inner));
}

/** A list element's text boxes; also how the editor adds a new phase from a blank template. */
export function listItem(listKey: string, index: number, value: Record<string, unknown>): ListItem {
  return { uid: nextUid++, fields: objectFields(itemTitle(listKey, index), value) };
}

/** Labels carry the item's position: after a removal, "Phase 3" becomes "Phase 2". */
export function renumber(listKey: string, items: ListItem[]): ListItem[] {
  return items.map((item, index) => ({
    ...item,
    fields: item.fields.map((f) => ({ ...f, label: `${itemTitle(listKey, index)} › ${humanize(f.key)}` })),
  }));
}

export function toCaseForm(pairs: readonly KeyValue[]): CaseForm {
  const form: CaseForm = { id: '', version: undefined, entries: [] };
  for (const { key, value } of pairs) {
    if (key === ID_KEY) form.id = String(value);
    else if (key === VERSION_KEY) form.version = value;
    else if (Array.isArray(value) && value.length > 0 && value.every(isPlainObject))
      form.entries.push({ kind: 'list', key, items: value.map((item, i) => listItem(key, i, item)) });
    else if (isPlainObject(value))
      form.entries.push({ kind: 'object', key, fields: objectFields(key, value) });
    else form.entries.push({ kind: 'value', key, field: field(key, key, value) });
  }
  return form;
}

export type FieldError = { id: string; label: string; message: string };

function fieldValue(f: EditableField, errors: FieldError[]): unknown {
  if (!f.json) return f.text;
  try {
    return JSON.parse(f.text);
  } catch (error) {
    errors.push({ id: f.id, label: f.label, message: (error as Error).message });
    return undefined;
  }
}

const objectOf = (fields: EditableField[], errors: FieldError[]) =>
  Object.fromEntries(fields.map((f) => [f.key, fieldValue(f, errors)]));

/**
 * The `PUT /update_case` body: the case fields without `_id`, with the `_version` that was loaded.
 * Any JSON field that does not parse is reported instead, and nothing is to be sent.
 */
export function fromCaseForm(
  form: CaseForm,
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const body: Record<string, unknown> = {};
  for (const entry of form.entries) {
    if (entry.kind === 'value') body[entry.key] = fieldValue(entry.field, errors);
    else if (entry.kind === 'object') body[entry.key] = objectOf(entry.fields, errors);
    else body[entry.key] = entry.items.map((item) => objectOf(item.fields, errors));
  }
  if (errors.length > 0) return { ok: false, errors };
  if (form.version !== undefined) body[VERSION_KEY] = form.version;
  return { ok: true, body };
}

/** The form with one field's text replaced (fields are found by their unique id). */
export function withFieldText(form: CaseForm, id: string, text: string): CaseForm {
  const edit = (f: EditableField) => (f.id === id ? { ...f, text } : f);
  return {
    ...form,
    entries: form.entries.map((entry) => {
      if (entry.kind === 'value') return { ...entry, field: edit(entry.field) };
      if (entry.kind === 'object') return { ...entry, fields: entry.fields.map(edit) };
      return { ...entry, items: entry.items.map((item) => ({ ...item, fields: item.fields.map(edit) })) };
    }),
  };
}
