import { z } from 'zod';

/**
 * A case as authors write it (the Data Collection form) and store it (the Case Editor). Every
 * object is strict: a key the contract does not know, such as a misspelt field, is refused with its
 * path rather than dropped, so an author never loses text behind a success message.
 *
 * The schemas come in two kinds, built by one function so they cannot disagree:
 * - `withDefaults`: a blank field may be left out and gets the blank form's value (a new case, and
 *   reading a stored case, which also fills fields added to the contract since it was saved);
 * - `complete`: every field must be sent (saving over a stored case): a missing object or field
 *   is a 400, so an empty outline can never replace a written one by accident. Clearing a field
 *   takes an explicit empty value.
 */
type Kind = 'withDefaults' | 'complete';

/** The text of an `<input type="number">`: empty, or a decimal number; NIBP may also be "93/58". */
const NUMBER_TEXT = /^\s*(-?\d+(\.\d+)?)?\s*$/;
/** A number text within this app's range (-1000 to 100000), as a pattern, so the API document states it too. */
const NUMBER_TEXT_IN_RANGE = /^\s*(-(\d{1,3}(\.\d+)?|1000(\.0+)?)|\d{1,5}(\.\d+)?|100000(\.0+)?)?\s*$/;
const PRESSURE_TEXT = /^\s*(-?\d+(\.\d+)?(\s*\/\s*\d+(\.\d+)?)?)?\s*$/;

function caseSchemas(kind: Kind) {
  /** The field's blank value when left out (withDefaults), or the field required as it is (complete). */
  const blank = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
    kind === 'withDefaults' ? schema.default(value as never) : schema;
  const group = <T extends z.ZodType>(schema: T) =>
    kind === 'withDefaults' ? schema.prefault({} as never) : schema;
  /** Free text in a case: bounded so one field cannot bloat the database or the tutor's prompt. */
  const text = (max = 4000, value = '') => blank(z.string().max(max), value);
  const textOrNone = () => text(4000, 'None');
  const number = z.number().finite().min(-1000).max(100000);
  /** A number, or null when the author left the field blank. */
  const num = () => blank(number.nullable(), null);
  /** The original form's number: its input's text ("90", or "" when left empty), or a number. */
  // The check aborts, as a wrong type does: a union whose every shape fails then reports the shape
  // the input came closest to, not this one for want of a better (zod prefers unaborted shapes).
  const formNum = () =>
    blank(
      z
        .union([
          number,
          z
            .string()
            .max(20)
            // The number it reads as must fit this app's form too (read so by everything but get_case): one
            // pattern, so the API document states the range as well.
            .regex(NUMBER_TEXT_IN_RANGE, {
              message: 'Must be a number between -1000 and 100000.',
              abort: true,
            }),
        ])
        .nullable(),
      '',
    );

  const BasicInformation = z.strictObject({
    name: text(200),
    age: num(),
    sex: text(50),
    weight: num(),
    diagnosis: text(),
  });
  const History = z.strictObject({
    symptoms: textOrNone(),
    allergies: textOrNone(),
    medications: textOrNone(),
    pmh: textOrNone(),
    lastMeal: textOrNone(),
    events: textOrNone(),
  });
  const Pmh = z.strictObject({
    medicalConditions: textOrNone(),
    hospitalizations: textOrNone(),
    surgeries: textOrNone(),
    allergies: textOrNone(),
    medications: textOrNone(),
    socialHistory: textOrNone(),
    vaccinations: textOrNone(),
    familyHistory: textOrNone(),
  });
  const InitialExam = z.strictObject({
    generalAppearance: text(),
    breathing: text(),
    circulation: text(),
    abdomen: text(),
    neuro: text(),
    disability: text(),
  });
  const PatientReport = z.strictObject({
    basicInformation: group(BasicInformation),
    history: group(History),
    PMH: group(Pmh),
    initialExam: group(InitialExam),
    labs: group(z.strictObject({ rvp: text() })),
  });
  const Objectives = z.strictObject({
    objective1: text(),
    objective2: text(),
    objective3: text(),
    objective4: text(),
    objective5: text(),
  });
  /** What the Data Collection form's top half produces. */
  const ScenarioOutline = z.strictObject({
    casePresentation: text(8000),
    objectives: group(Objectives),
    patientReport: group(PatientReport),
  });
  const VitalSigns = z.strictObject({
    hr: num(),
    rr: num(),
    temp: num(),
    /** Blood pressure as "systolic/diastolic" (e.g. "93/58"); a bare number is accepted as systolic. */
    nibp: blank(z.union([z.number().finite(), z.string().max(20)]).nullable(), null),
    o2: num(),
    co2: num(),
  });
  /** The four checklist groups a phase can stop the trainee on (hard stops). */
  const HardStop = z.strictObject({
    ventilationEquipment: text(),
    ventilationTechnique: text(),
    airwayManagement: text(),
    maskPositioning: text(),
  });
  const Phase = z.strictObject({
    initialState: text(),
    vitalSigns: group(VitalSigns),
    airway: text(),
    breathing: text(),
    circulation: text(),
    disability: text(),
    hardStop: group(HardStop),
    softStop: text(),
  });
  /** A stored case: the outline and its phases, under the keys the Case Editor shows. */
  const CaseDocument = z.strictObject({
    'Scenario Outline': ScenarioOutline,
    Phases: z.array(Phase).min(1).max(MAX_PHASES),
  });

  /*
   * The first client's Data Collection page: its inputs are named `vitalSigns.airway` and so on,
   * so those four sit inside `vitalSigns`; it sends every input's text (numbers as "90", "" when
   * left empty) and an untouched soft stop as `{}`. Such a case is stored as sent and read back in
   * that shape by get_case; everything else reads it through canonicalCase.
   */
  const OriginalScenarioOutline = ScenarioOutline.extend({
    patientReport: group(
      PatientReport.extend({
        basicInformation: group(BasicInformation.extend({ age: formNum(), weight: formNum() })),
      }),
    ),
  });
  const OriginalPhase = z.strictObject({
    initialState: text(),
    vitalSigns: group(
      VitalSigns.extend({
        hr: formNum(),
        rr: formNum(),
        temp: formNum(),
        nibp: blank(
          z
            .union([
              number,
              z
                .string()
                .max(20)
                .regex(PRESSURE_TEXT, { message: 'Must be a number or "93/58".', abort: true }),
            ])
            .nullable(),
          '',
        ),
        o2: formNum(),
        co2: formNum(),
        airway: text(),
        breathing: text(),
        circulation: text(),
        disability: text(),
      }),
    ),
    hardStop: group(HardStop),
    softStop: blank(z.union([z.string().max(4000), z.strictObject({})]), ''),
  });
  /** A case as either client sends and stores it (this app's form first, when both would fit). */
  const SentPhase = z.union([Phase, OriginalPhase]);
  const SentCaseDocument = z.strictObject({
    'Scenario Outline': z.union([ScenarioOutline, OriginalScenarioOutline]),
    Phases: z.array(SentPhase).min(1).max(MAX_PHASES),
  });
  return {
    BasicInformation,
    PatientReport,
    ScenarioOutline,
    VitalSigns,
    HardStop,
    Phase,
    CaseDocument,
    OriginalScenarioOutline,
    SentPhase,
    SentCaseDocument,
  };
}

export const MAX_PHASES = 20;

const withDefaults = caseSchemas('withDefaults');
const complete = caseSchemas('complete');

export const ScenarioOutlineSchema = withDefaults.ScenarioOutline;
export const PhaseSchema = withDefaults.Phase;
export const VitalSignsSchema = withDefaults.VitalSigns;
export const HardStopSchema = withDefaults.HardStop;
/** A stored case in this app's form, whichever client wrote it (the original's is converted). */
export const CaseDocumentSchema = z.preprocess((value) => canonicalCase(value), withDefaults.CaseDocument);
/** A stored case in the shape its client sent (get_case answers it so). */
export const SentCaseDocumentSchema = withDefaults.SentCaseDocument;
/** New phases, in either client's form (POST /submit-data). */
export const SentPhaseSchema = withDefaults.SentPhase;
/** The original client's outline, which it sends wrapped as `{ ScenarioOutline }`. */
export const OriginalScenarioOutlineSchema = withDefaults.OriginalScenarioOutline;
/** A whole case to save over a stored one, in either client's form: every field present (see the kinds above). */
export const CompleteCaseDocumentSchema = complete.SentCaseDocument;

export type ScenarioOutline = z.infer<typeof ScenarioOutlineSchema>;
export type Phase = z.infer<typeof PhaseSchema>;
export type VitalSigns = z.infer<typeof VitalSignsSchema>;
export type HardStop = z.infer<typeof HardStopSchema>;
export type CaseDocument = z.infer<typeof CaseDocumentSchema>;
/** A case as a client sent it: this app's form, or the original's in part or whole. */
export type SentCaseDocument = z.infer<typeof SentCaseDocumentSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** "90" -> 90 and "" -> null; anything else as it is (NIBP "93/58" stays text). */
const formNumber = (value: unknown) =>
  typeof value !== 'string'
    ? value
    : value.trim() === ''
      ? null
      : NUMBER_TEXT.test(value)
        ? Number(value)
        : value.trim();
const ORIGINAL_VITAL_TEXT = ['airway', 'breathing', 'circulation', 'disability'] as const;
const ORIGINAL_NUMBERS = ['hr', 'rr', 'temp', 'o2', 'co2'] as const;

/**
 * A case in this app's form, from a stored document in either client's form: the original's
 * number texts become numbers (or null), the four phase fields it keeps in `vitalSigns` move
 * beside it, and an untouched soft stop `{}` becomes "". A document in this app's form (or not a
 * case at all, for the schema to refuse) is returned as it is.
 */
export function canonicalCase(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const outline = value['Scenario Outline'];
  const report = isRecord(outline) && isRecord(outline.patientReport) ? outline.patientReport : undefined;
  const basic = report && isRecord(report.basicInformation) ? report.basicInformation : undefined;
  const phases = value.Phases;
  return {
    ...value,
    ...(outline && report && basic
      ? {
          'Scenario Outline': {
            ...outline,
            patientReport: {
              ...report,
              basicInformation: {
                ...basic,
                ...('age' in basic ? { age: formNumber(basic.age) } : {}),
                ...('weight' in basic ? { weight: formNumber(basic.weight) } : {}),
              },
            },
          },
        }
      : {}),
    ...(Array.isArray(phases) ? { Phases: phases.map(canonicalPhase) } : {}),
  };
}

/** A phase is in the original's form when it has what this app's form cannot: see OriginalPhase. */
function canonicalPhase(phase: unknown): unknown {
  if (!isRecord(phase) || !isRecord(phase.vitalSigns)) return phase;
  const vitals = phase.vitalSigns;
  const original =
    ORIGINAL_VITAL_TEXT.some((key) => key in vitals) ||
    isRecord(phase.softStop) ||
    ORIGINAL_NUMBERS.some((key) => typeof vitals[key] === 'string');
  if (!original) return phase;
  const numbers = Object.fromEntries(
    Object.entries(vitals)
      .filter(([key]) => !(ORIGINAL_VITAL_TEXT as readonly string[]).includes(key))
      .map(([key, v]) => [key, formNumber(v)]),
  );
  const moved = Object.fromEntries(
    ORIGINAL_VITAL_TEXT.filter((key) => key in vitals).map((key) => [key, vitals[key]]),
  );
  const softStop = isRecord(phase.softStop) ? { softStop: '' } : {};
  return { ...phase, vitalSigns: numbers, ...moved, ...softStop };
}
/** A blank scenario, as the Data Collection form starts (history and PMH default to "None"). */
export const emptyScenarioOutline = (): ScenarioOutline => ScenarioOutlineSchema.parse({});
export const emptyPhase = (): Phase => PhaseSchema.parse({});
