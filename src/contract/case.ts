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

function caseSchemas(kind: Kind) {
  /** The field's blank value when left out (withDefaults), or the field required as it is (complete). */
  const blank = <T extends z.ZodType>(schema: T, value: z.input<T>) =>
    kind === 'withDefaults' ? schema.default(value as never) : schema;
  const group = <T extends z.ZodType>(schema: T) =>
    kind === 'withDefaults' ? schema.prefault({} as never) : schema;
  /** Free text in a case: bounded so one field cannot bloat the database or the tutor's prompt. */
  const text = (max = 4000, value = '') => blank(z.string().max(max), value);
  const textOrNone = () => text(4000, 'None');
  /** A number, or null when the author left the field blank. */
  const num = () => blank(z.number().finite().min(-1000).max(100000).nullable(), null);

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
  return { BasicInformation, PatientReport, ScenarioOutline, VitalSigns, HardStop, Phase, CaseDocument };
}

export const MAX_PHASES = 20;

const withDefaults = caseSchemas('withDefaults');
const complete = caseSchemas('complete');

export const ScenarioOutlineSchema = withDefaults.ScenarioOutline;
export const PhaseSchema = withDefaults.Phase;
export const VitalSignsSchema = withDefaults.VitalSigns;
export const HardStopSchema = withDefaults.HardStop;
export const CaseDocumentSchema = withDefaults.CaseDocument;
/** A whole case to save over a stored one: every field present (see the kinds above). */
export const CompleteCaseDocumentSchema = complete.CaseDocument;

export type ScenarioOutline = z.infer<typeof ScenarioOutlineSchema>;
export type Phase = z.infer<typeof PhaseSchema>;
export type VitalSigns = z.infer<typeof VitalSignsSchema>;
export type HardStop = z.infer<typeof HardStopSchema>;
export type CaseDocument = z.infer<typeof CaseDocumentSchema>;

/** A blank scenario, as the Data Collection form starts (history and PMH default to "None"). */
export const emptyScenarioOutline = (): ScenarioOutline => ScenarioOutlineSchema.parse({});
export const emptyPhase = (): Phase => PhaseSchema.parse({});
