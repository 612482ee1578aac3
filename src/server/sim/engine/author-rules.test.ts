import { describe, expect, it } from 'vitest';
import { infantCase } from '../../../../test/fixtures/sim/infant-case.ts';
import { traumaCase } from '../../../../test/fixtures/sim/trauma-case.ts';
import { type CaseDocument, CaseDocumentSchema } from '../../../contract/case.ts';
import { sampleCase } from '../../cases/sample-case.ts';
import { analyzeCase, fieldReading } from './analyze-case.ts';
import { normalize } from './text/normalize.ts';
import { runTurn } from './turn.ts';

const read = (text: string) => fieldReading(normalize(text));

describe("the author's hard-stop text: what it rules out", () => {
  it.each([
    // The text: "stop" reached the mask but not the bag, which was read as the bag the case asks for.
    [
      'Stop if an adult mask or a 1000 mL adult bag is used.',
      ['mask ruled out: adult', 'bag ruled out: adult, 1000 mL'],
    ],
    [
      'Hard stop when an adult mask or an adult bag is chosen.',
      ['mask ruled out: adult', 'bag ruled out: adult'],
    ],
    ['Avoid an adult mask or a large adult-sized bag.', ['mask ruled out: adult', 'bag ruled out: adult']],
    ['Never use a 1000 mL adult bag.', ['bag ruled out: adult, 1000 mL']],
    ['Do not use an adult bag.', ['bag ruled out: adult']],
    ["Don't use an adult bag.", ['bag ruled out: adult']],
    ['Must not use an adult mask.', ['mask ruled out: adult']],
    ['Adult masks must not be used for this infant.', ['mask ruled out: adult']],
    // The size word after the bag ("for this infant") is the patient, not the bag.
    ['An adult bag is dangerous for this infant.', ['bag ruled out: adult']],
    ['Adult bag contraindicated.', ['bag ruled out: adult']],
    ['Using an adult bag is a hard stop.', ['bag ruled out: adult']],
  ])('%s', (text, rules) => {
    expect(read(text).described).toEqual(rules);
  });

  it('keeps what the same sentence asks for after another action starts', () => {
    expect(read('Never use an adult mask and pick an infant mask.').described).toEqual([
      'mask accepted: infant',
      'mask ruled out: adult',
    ]);
    expect(read('Uses an infant mask; avoid an adult mask or an adult bag.').described).toEqual([
      'mask accepted: infant',
      'mask ruled out: adult',
      'bag ruled out: adult',
    ]);
  });

  it('reads a stop for a thing not done as asking for it', () => {
    expect(read('Stop if the trainee does not pick an infant mask.').described).toEqual([
      'mask accepted: infant',
    ]);
    expect(read('Stop if no infant mask is used.').described).toEqual(['mask accepted: infant']);
  });

  it('leaves alone what only sounds like a refusal', () => {
    // "avoid dangerous over-inflation" is about the squeeze, not the bag.
    expect(
      read('Uses a 500 mL bag, squeezing gently to avoid dangerous over-inflation.').described,
    ).toContain('bag accepted: 500 mL');
    // A postponement is not a rule either way.
    expect(read('Do not bag yet: suction first.').described).toEqual([]);
  });

  it('does not read an adjunct the text stops for as one it asks for', () => {
    const stop = read('Stop if an OPA is inserted.');
    expect(stop.asksOpa).toBe(false);
    expect(stop.described).toEqual(['adjunct ruled out: OPA']);
    expect(read('Inserts an OPA sized from the corner of the mouth to the angle of the jaw.').asksOpa).toBe(
      true,
    );
  });
});

describe("the author's technique gives way to a fault said beside it", () => {
  it('stops a neck extended beside the shoulder roll a trauma text was read to accept', () => {
    const doc = structuredClone(traumaCase);
    const first = doc.Phases[0];
    if (!first) throw new Error('the case has a first phase');
    first.hardStop.airwayManagement =
      'Keeps the head and neck in line with manual stabilisation, with no tilting, flexing or shoulder roll because the neck is not cleared.';
    const reply = replyTo(CaseDocumentSchema.parse(doc), 'shoulder roll + extend the neck');
    expect(reply).toMatch(/^\*\*Pause\.\*\*/);
    expect(reply).not.toContain('as the case asks');
  });
});

/** A copy of a case with the first phase's ventilation equipment rewritten, for a patient of `ageYears`. */
function withEquipment(base: CaseDocument, text: string, ageYears?: number): CaseDocument {
  const doc = structuredClone(base);
  const first = doc.Phases[0];
  if (!first) throw new Error('the case has a first phase');
  first.hardStop.ventilationEquipment = text;
  if (ageYears !== undefined) doc['Scenario Outline'].patientReport.basicInformation.age = ageYears;
  return CaseDocumentSchema.parse(doc);
}

function replyTo(caseDoc: CaseDocument, input: string): string {
  const { state } = runTurn({ caseDoc, state: {}, input: 'Begin Simulation', now: new Date(0), images: [] });
  return runTurn({ caseDoc, state, input, now: new Date(1000), images: [] }).reply;
}

describe('the tutor holds residents to what the author rules out', () => {
  const stopAdult = 'Stop if an adult mask or a 1000 mL adult bag is used.';

  it('stops an adult bag for a 7-month-old, and never says the case asks for it', () => {
    const reply = replyTo(withEquipment(infantCase, stopAdult, 7 / 12), 'I take an adult bag');
    expect(reply).toMatch(/^\*\*Pause\.\*\* A 1600 mL adult bag is too big for a 7-month-old\./);
    expect(reply).not.toContain('as the case asks');
  });

  it('stops a 1000 mL bag the built-in limits would let pass for a 4-year-old', () => {
    const caseDoc = withEquipment(sampleCase, `Picks a child mask. ${stopAdult}`);
    const reply = replyTo(caseDoc, 'I use a child mask and a 1000 mL bag');
    expect(reply).toMatch(/^\*\*Pause\.\*\* A 1000 mL bag is ruled out in this case\./);
  });
});

describe("the analysis warns where the author's text contradicts the built-in limits", () => {
  it('warns beside the field that accepts a mask, a bag or a rate wrong for the age', () => {
    const doc = withEquipment(
      infantCase,
      'Picks an adult mask and a 1000 mL adult bag; an infant bag is fine too.',
    );
    const second = doc.Phases[1];
    if (second) second.hardStop.ventilationTechnique = 'Ventilates at 10 breaths per minute.';
    const phases = analyzeCase(doc).phases;
    const equipment = phases[0]?.fields.find((field) => field.field === 'ventilationEquipment');
    expect(equipment?.warnings).toEqual([
      'accepts an adult mask: the built-in limits reject it as too big for a 6-month-old and expect an infant mask (size 1-2)',
      'accepts an adult bag of 1000 mL: the built-in limits say a 1000 mL adult bag is too big for a 6-month-old',
      'accepts an infant bag (about 250 mL): the built-in limits say a 250 mL bag is too small for a 6-month-old',
    ]);
    expect(phases[1]?.fields.find((field) => field.field === 'ventilationTechnique')?.warnings).toEqual([
      'asks for 10 breaths/min: the built-in limits expect 20-30 breaths/min (1 every 2-3 s) for an infant with a pulse',
    ]);
  });

  it('does not warn about what it rules out, nor about what fits the age', () => {
    const fields = analyzeCase(
      withEquipment(infantCase, 'Stop if an adult mask or a 1000 mL adult bag is used.'),
    ).phases[0]?.fields;
    expect(fields?.flatMap((field) => field.warnings)).toEqual([]);
    // An adult bag for a 4-year-old is within the limits (squeezed gently).
    const child = analyzeCase(withEquipment(sampleCase, 'Picks a child mask and an adult bag.'));
    expect(child.phases[0]?.fields.flatMap((field) => field.warnings)).toEqual([]);
  });

  it('finds nothing to warn about in the cases the project ships and tests with', () => {
    for (const caseDoc of [sampleCase, infantCase, traumaCase]) {
      const warnings = analyzeCase(caseDoc).phases.flatMap((phase) =>
        phase.fields.flatMap((f) => f.warnings),
      );
      expect(warnings).toEqual([]);
    }
  });
});
