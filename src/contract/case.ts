import { z } from 'zod';

/** Free text in a case: bounded so one field cannot bloat the database or the tutor's prompt. */
const text = (max = 4000) => z.string().max(max);
const textOrNone = () => text().default('None');
/** A number, or null when the author left the field blank. */
const num = () => z.number().finite().min(-1000).max(100000).nullable().default(null);

export const BasicInformationSchema = z.object({
  name: text(200).default(''),
  age: num(),
  sex: text(50).default(''),
  weight: num(),
  diagnosis: text().default(''),
});

export const HistorySchema = z.object({
  symptoms: textOrNone(),
  allergies: textOrNone(),
  medications: textOrNone(),
  pmh: textOrNone(),
  lastMeal: textOrNone(),
  events: textOrNone(),
});

export const PmhSchema = z.object({
  medicalConditions: textOrNone(),
  hospitalizations: textOrNone(),
  surgeries: textOrNone(),
  allergies: textOrNone(),
  medications: textOrNone(),
  socialHistory: textOrNone(),
  vaccinations: textOrNone(),
  familyHistory: textOrNone(),
});

export const InitialExamSchema = z.object({
  generalAppearance: text().default(''),
  breathing: text().default(''),
  circulation: text().default(''),
  abdomen: text().default(''),
  neuro: text().default(''),
  disability: text().default(''),
});

export const PatientReportSchema = z.object({
  basicInformation: BasicInformationSchema.prefault({}),
  history: HistorySchema.prefault({}),
  PMH: PmhSchema.prefault({}),
  initialExam: InitialExamSchema.prefault({}),
  labs: z.object({ rvp: text().default('') }).prefault({}),
});

export const ObjectivesSchema = z.object({
  objective1: text().default(''),
  objective2: text().default(''),
  objective3: text().default(''),
  objective4: text().default(''),
  objective5: text().default(''),
});

/** SPEC §3 "ScenarioOutline": what the Data Collection form's top half produces. */
export const ScenarioOutlineSchema = z.object({
  casePresentation: text(8000).default(''),
  objectives: ObjectivesSchema.prefault({}),
  patientReport: PatientReportSchema.prefault({}),
});

export const VitalSignsSchema = z.object({
  hr: num(),
  rr: num(),
  temp: num(),
  /** Blood pressure as "systolic/diastolic" (e.g. "93/58"); a bare number is accepted as systolic. */
  nibp: z
    .union([z.number().finite(), text(20)])
    .nullable()
    .default(null),
  o2: num(),
  co2: num(),
});

/** The four checklist groups a phase can stop the trainee on (hard stops). */
export const HardStopSchema = z.object({
  ventilationEquipment: text().default(''),
  ventilationTechnique: text().default(''),
  airwayManagement: text().default(''),
  maskPositioning: text().default(''),
});

export const PhaseSchema = z.object({
  initialState: text().default(''),
  vitalSigns: VitalSignsSchema.prefault({}),
  airway: text().default(''),
  breathing: text().default(''),
  circulation: text().default(''),
  disability: text().default(''),
  hardStop: HardStopSchema.prefault({}),
  softStop: text().default(''),
});

export const MAX_PHASES = 20;

/** A stored case: the outline and its phases, under the keys the Case Editor shows. */
export const CaseDocumentSchema = z.object({
  'Scenario Outline': ScenarioOutlineSchema,
  Phases: z.array(PhaseSchema).min(1).max(MAX_PHASES),
});

export type ScenarioOutline = z.infer<typeof ScenarioOutlineSchema>;
export type Phase = z.infer<typeof PhaseSchema>;
export type VitalSigns = z.infer<typeof VitalSignsSchema>;
export type HardStop = z.infer<typeof HardStopSchema>;
export type CaseDocument = z.infer<typeof CaseDocumentSchema>;

/** A blank scenario, as the Data Collection form starts (history and PMH default to "None"). */
export const emptyScenarioOutline = (): ScenarioOutline => ScenarioOutlineSchema.parse({});
export const emptyPhase = (): Phase => PhaseSchema.parse({});
