import type { CaseDocument, HardStop, Phase } from '../../../contract/case.ts';
import { sortItems } from './checklist.ts';
import { findingsAt } from './findings.ts';
import { itemsNamed, readMentions } from './lexicon/read-mentions.ts';
import { patientProfile } from './patient.ts';
import { normalize } from './text/normalize.ts';
import type { ItemId, PatientProfile } from './types.ts';

export type PhaseAnalysis = {
  /** 0-based position in the case's Phases. */
  index: number;
  /** 1-based, as the trainee and the warnings count phases. */
  number: number;
  /** Checklist items ('BMV-8' ...) the phase's hard stops ask for, as the lexicon reads them. */
  requiredItems: ItemId[];
  warnings: string[];
};

export type CaseAnalysis = { phases: PhaseAnalysis[]; warnings: string[]; patient: PatientProfile };

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
  const phases = caseDoc.Phases.map((phase, index) => analysePhase(caseDoc, phase, index, index === last));
  return { phases, warnings: caseWarnings(caseDoc, patient, phases), patient };
}

function analysePhase(caseDoc: CaseDocument, phase: Phase, index: number, isLast: boolean): PhaseAnalysis {
  const number = index + 1;
  const warnings: string[] = [];
  const required = new Set<ItemId>();
  const fields = Object.entries(phase.hardStop) as [keyof HardStop, string][];
  const written = fields.filter(([, text]) => text.trim() !== '');
  for (const [field, text] of written) {
    const items = itemsNamed(normalize(text));
    for (const item of items) required.add(item);
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
  warnings.push(...adjunctConflicts(caseDoc, phase, index));
  return { index, number, requiredItems: sortItems(required), warnings };
}

/** An author asking for an adjunct the patient's findings rule out. */
function adjunctConflicts(caseDoc: CaseDocument, phase: Phase, index: number): string[] {
  const findings = findingsAt(caseDoc, index);
  const asked = readMentions(normalize(Object.values(phase.hardStop).join(' . '))).filter((m) => !m.negated);
  const warnings: string[] = [];
  if (findings.gagReflex === 'present' && asked.some((m) => m.cue.id === 'opa')) {
    warnings.push(`phase ${index + 1}: the hard stops ask for an OPA but the patient has a gag reflex`);
  }
  if (findings.basalSkullFracture && asked.some((m) => m.cue.id === 'npa')) {
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
