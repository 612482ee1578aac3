import { describe, expect, it } from 'vitest';
import { emptyPhase } from '../../../contract/case.ts';
import {
  type CaseForm,
  type EditableField,
  fromCaseForm,
  humanize,
  listItem,
  renumber,
  toCaseForm,
  withFieldText,
} from './case-form.ts';

const pairs = [
  { key: '_id', value: '7' },
  { key: '_version', value: 3 },
  {
    key: 'Scenario Outline',
    value: {
      casePresentation: 'A toddler.',
      objectives: { objective1: 'Ventilate' },
      patientReport: { labs: { rvp: '' } },
    },
  },
  {
    key: 'Phases',
    value: [{ airway: 'Patent', vitalSigns: { hr: 120, nibp: '93/58' } }, { airway: 'Stridor' }],
  },
  { key: 'Notes', value: 'plain' },
  { key: 'Rating', value: 4 },
];

const allFields = (form: CaseForm): EditableField[] =>
  form.entries.flatMap((e) =>
    e.kind === 'value' ? [e.field] : e.kind === 'object' ? e.fields : e.items.flatMap((i) => i.fields),
  );
const fieldLabelled = (form: CaseForm, label: string) => {
  const found = allFields(form).find((f) => f.label === label);
  if (!found) throw new Error(`no field ${label}`);
  return found;
};

describe('the Case Editor form model', () => {
  it('edits nested objects one level deep: text as text, anything deeper as JSON', () => {
    const form = toCaseForm(pairs);
    expect(form.id).toBe('7');
    expect(form.version).toBe(3);
    expect(allFields(form).map((f) => [f.label, f.json])).toEqual([
      ['Scenario Outline › Case presentation', false],
      ['Scenario Outline › Objectives', true],
      ['Scenario Outline › Patient report', true],
      ['Phase 1 › Airway', false],
      ['Phase 1 › Vital signs', true],
      ['Phase 2 › Airway', false],
      ['Notes', false],
      ['Rating', true],
    ]);
    expect(fieldLabelled(form, 'Phase 1 › Vital signs').text).toBe('{\n  "hr": 120,\n  "nibp": "93/58"\n}');
    expect(new Set(allFields(form).map((f) => f.id)).size).toBe(8);
    for (const f of allFields(form)) expect(f.id).toMatch(/^[\w-]+$/);
  });

  it('gives back the same case, without _id and with the loaded _version', () => {
    const result = fromCaseForm(toCaseForm(pairs));
    expect(result).toEqual({
      ok: true,
      body: {
        'Scenario Outline': pairs[2]?.value,
        Phases: pairs[3]?.value,
        Notes: 'plain',
        Rating: 4,
        _version: 3,
      },
    });
  });

  it('applies edits, typed back from JSON', () => {
    let form = toCaseForm(pairs);
    form = withFieldText(form, fieldLabelled(form, 'Scenario Outline › Case presentation').id, 'An infant.');
    form = withFieldText(form, fieldLabelled(form, 'Phase 2 › Airway').id, '{not json');
    form = withFieldText(form, fieldLabelled(form, 'Phase 1 › Vital signs').id, '{"hr": 60}');
    form = withFieldText(form, fieldLabelled(form, 'Phase 2 › Airway').id, 'Obstructed');
    const result = fromCaseForm(form);
    if (!result.ok) throw new Error('expected a body');
    expect((result.body['Scenario Outline'] as { casePresentation: string }).casePresentation).toBe(
      'An infant.',
    );
    expect(result.body.Phases).toEqual([
      { airway: 'Patent', vitalSigns: { hr: 60 } },
      { airway: 'Obstructed' },
    ]);
  });

  it('refuses to build a body while a JSON field does not parse, and says which', () => {
    let form = toCaseForm(pairs);
    const vitals = fieldLabelled(form, 'Phase 1 › Vital signs');
    form = withFieldText(form, vitals.id, '{"hr": 60,}');
    form = withFieldText(form, fieldLabelled(form, 'Rating').id, 'five');
    const result = fromCaseForm(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.id, e.label])).toEqual([
      [vitals.id, 'Phase 1 › Vital signs'],
      [fieldLabelled(form, 'Rating').id, 'Rating'],
    ]);
    expect(result.errors[0]?.message).not.toBe('');
  });

  it('adds and removes list elements, renumbering the labels', () => {
    const form = toCaseForm(pairs);
    const phases = form.entries.find((e) => e.kind === 'list');
    if (phases?.kind !== 'list') throw new Error('no list');
    const withThird = renumber('Phases', [...phases.items, listItem('Phases', 2, emptyPhase())]);
    expect(withThird[2]?.fields[0]?.label).toBe('Phase 3 › Initial state');
    const firstRemoved = renumber('Phases', withThird.slice(1));
    expect(firstRemoved.map((i) => i.fields[0]?.label)).toEqual([
      'Phase 1 › Airway',
      'Phase 2 › Initial state',
    ]);
    const body = fromCaseForm({
      ...form,
      entries: form.entries.map((e) => (e === phases ? { ...e, items: firstRemoved } : e)),
    });
    expect(body.ok && (body.body.Phases as unknown[])[1]).toEqual(emptyPhase());
  });

  it('names fields readably', () => {
    expect(humanize('casePresentation')).toBe('Case presentation');
    expect(humanize('hardStop')).toBe('Hard stop');
    expect(humanize('Scenario Outline')).toBe('Scenario Outline');
  });
});
