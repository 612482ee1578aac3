import type { CaseDocument, HardStop, Phase } from '../../../contract/case.ts';
import { type AuthorRules, describeRules, mergeRules, rulesFrom } from './author-rules.ts';
import { sortItems } from './checklist.ts';
import { findingsByPhase } from './findings.ts';
import { readMentions } from './lexicon/read-mentions.ts';
import { memoize } from './memo.ts';
import { patientProfile } from './patient.ts';
import { normalize } from './text/normalize.ts';
import type { Findings, ItemId, PatientProfile } from './types.ts';

/** What the engine took from one hard-stop field: the items it requires and the rules it sets. */
export type FieldAnalysis = {
  field: keyof HardStop;
  items: ItemId[];
  /** The author's rules read from this field, in words ("bag accepted: infant, 450-500 mL"). */
  rules: string[];
};

export type PhaseAnalysis = {
  /** 0-based position in the case's Phases. */
  index: number;
  /** 1-based, as the trainee and the warnings count phases. */
  number: number;
  /** Checklist items ('BMV-8' ...) the phase's hard stops ask for, as the lexicon reads them. */
  requiredItems: ItemId[];
  /** Field by field, what was read (only the fields the author wrote). */
  fields: FieldAnalysis[];
  /** What the phase's own and earlier words say about the patient (gag reflex, skull base, neck). */
  findings: Findings;
  warnings: string[];
};

export type CaseAnalysis = {
  phases: PhaseAnalysis[];
  warnings: string[];
  patient: PatientProfile;
  /** The rules of all the case's hard-stop texts together: they hold in every phase. */
  rules: AuthorRules;
};

const HARD_STOP_LABELS: Record<keyof HardStop, string> = {
  ventilationEquipment: 'ventilation equipment',
  ventilationTechnique: 'ventilation technique',
  airwayManagement: 'airway management',
  maskPositioning: 'mask positioning',
};

/**
 * Reads a case the way the engine will run it: which checklist items each phase's hard stops require (the
 * same lexicon that reads the trainee reads the author's free text), and what an author should fix.
 */
export function analyzeCase(caseDoc: CaseDocument): CaseAnalysis {
  const patient = patientProfile(caseDoc);
  const last = caseDoc.Phases.length - 1;
  const findings = findingsByPhase(caseDoc);
  const read = caseDoc.Phases.map((phase, index) =>
    analysePhase(phase, index, index === last, findings[index] as Findings),
  );
  const phases = read.map((entry) => entry.analysis);
  const rules = mergeRules(read.flatMap((entry) => entry.rules));
  return { phases, warnings: caseWarnings(caseDoc, patient, phases), patient, rules };
}

type FieldReading = {
  items: ItemId[];
  rules: AuthorRules;
  described: string[];
  asksOpa: boolean;
  asksNpa: boolean;
};

/**
 * One hard-stop text as the engine reads it, cached by the text: authors repeat texts across phases and
 * cases, and every edit of a case is analysed again.
 */
const readField = memoize((text: string): FieldReading => {
  const mentions = readMentions(normalize(text));
  const items = new Set<ItemId>();
  for (const mention of mentions) if (mention.item) items.add(mention.item);
  const rules = rulesFrom(mentions);
  const asked = (id: string) => mentions.some((m) => m.cue.id === id && !m.negated);
  return {
    items: sortItems(items),
    rules,
    described: describeRules(rules),
    asksOpa: asked('opa'),
    asksNpa: asked('npa'),
  };
}, 500);

function analysePhase(
  phase: Phase,
  index: number,
  isLast: boolean,
  findings: Findings,
): { analysis: PhaseAnalysis; rules: AuthorRules[] } {
  const number = index + 1;
  const warnings: string[] = [];
  const required = new Set<ItemId>();
  const fields = Object.entries(phase.hardStop) as [keyof HardStop, string][];
  const written = fields.filter(([, text]) => text.trim() !== '');
  const fieldAnalyses: FieldAnalysis[] = [];
  const allRules: AuthorRules[] = [];
  const asks = { opa: false, npa: false };
  for (const [field, text] of written) {
    const read = readField(text);
    asks.opa ||= read.asksOpa;
    asks.npa ||= read.asksNpa;
    const items = new Set(read.items);
    for (const item of items) required.add(item);
    allRules.push(read.rules);
    fieldAnalyses.push({ field, items: read.items, rules: read.described });
    if (items.size === 0) {
      warnings.push(
        `phase ${number}: no checklist action recognised in the ${HARD_STOP_LABELS[field]} hard stop`,
      );
    }
  }
  if (written.length > 0 && required.size === 0) {
    warnings.splice(0, warnings.length, `phase ${number}: no checklist action recognised in the hard stops`);
  }
  if (written.length === 0 && !isLast) {
    warnings.push(`phase ${number}: no hard stops: the phase ends at the trainee's next reasonable action`);
  }
  if (Object.values(phase.vitalSigns).every((value) => value === null)) {
    warnings.push(`phase ${number}: no vital signs given`);
  }
  if (phase.initialState.trim() === '') warnings.push(`phase ${number}: no initial state given`);
  warnings.push(...adjunctConflicts(asks, findings, index));
  const analysis = {
    index,
    number,
    requiredItems: sortItems(required),
    fields: fieldAnalyses,
    findings,
    warnings,
  };
  return { analysis, rules: allRules };
}

/** An author asking for an adjunct the patient's findings rule out. */
function adjunctConflicts(asks: { opa: boolean; npa: boolean }, findings: Findings, index: number): string[] {
  const warnings: string[] = [];
  if (findings.gagReflex === 'present' && asks.opa) {
    warnings.push(`phase ${index + 1}: the hard stops ask for an OPA but the patient has a gag reflex`);
  }
  if (findings.basalSkullFracture && asks.npa) {
    warnings.push(
      `phase ${index + 1}: the hard stops ask for an NPA but the case suggests a basal skull fracture`,
    );
  }
  return warnings;
}

function caseWarnings(caseDoc: CaseDocument, patient: PatientProfile, phases: PhaseAnalysis[]): string[] {
  const outline = caseDoc['Scenario Outline'];
  const info = outline.patientReport.basicInformation;
  const warnings: string[] = [];
  if (patient.ageSource === 'weight') {
    warnings.push(
      `patient age missing: rate and size checks use the weight (${patient.weightKg} kg, about ${patient.described})`,
    );
  } else if (patient.ageSource === 'default') {
    warnings.push(`patient age missing: rate and size checks use defaults (${patient.described})`);
  } else if (patient.ageSource === 'presentation') {
    warnings.push(
      `patient age missing from the patient report: read as ${patient.described} from the case presentation`,
    );
  } else if (info.age !== null && patient.ageYears !== info.age) {
    warnings.push(
      `patient age ${info.age} read as months, as the case presentation says ${patient.described}`,
    );
  }
  if (info.weight === null) warnings.push('patient weight missing');
  if (outline.casePresentation.trim() === '') warnings.push('case presentation missing');
  if (phases.every((phase) => phase.requiredItems.length === 0)) {
    warnings.push('no phase requires a checklist action: the run cannot be scored');
  }
  return warnings;
}
