import type { CaseDocument, HardStop, Phase } from '../../../contract/case.ts';
import { sortItems } from '../../../contract/checklist.ts';
import { conflictsWithDefaults } from './author-conflicts.ts';
import { authorRefusal } from './author-refusal.ts';
import { describeRules, mergeRules, rulesFrom } from './author-rules.ts';
import { nextFindings, outlineFindings } from './findings.ts';
import { readDistinctMentions } from './lexicon/read-mentions.ts';
import { memoize } from './matcher/memo.ts';
import { patientProfile } from './patient.ts';
import { normalize } from './text/normalize.ts';
import type { AuthorRules, Findings, ItemId, Mention, PatientProfile } from './types.ts';

/** What the engine took from one hard-stop field: the items it requires and the rules it sets. */
export type FieldAnalysis = {
  field: keyof HardStop;
  items: ItemId[];
  /** The author's rules read from this field, in words ("bag accepted: infant, 450-500 mL"). */
  rules: string[];
  /**
   * Where those rules accept what the built-in limits for the patient's age reject ("accepts an adult mask,
   * which the built-in limits reject as too big for a 7-month-old ..."): the author's text would win.
   */
  warnings: string[];
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
 * same lexicon that reads the trainee reads the author's free text), and what an author should fix. Not
 * cached: the engine and the routes go through caseAnalysis (case-analysis-cache.ts).
 */
export function analyzeCase(caseDoc: CaseDocument): CaseAnalysis {
  return new CaseReading(caseDoc).all();
}

/**
 * A case's analysis read a part at a time, each part once: a chat turn needs the patient, the phase in play and
 * (for an action) the author's rules, never the analysis of every phase; the author's report and the exports
 * ask for all of it. Every part is what analyzeCase gives for it.
 */
export class CaseReading {
  readonly caseDoc: CaseDocument;
  readonly patient: PatientProfile;
  private readonly phases: (PhaseAnalysis | undefined)[] = [];
  /** Findings of phases 0..n-1, extended as later phases are read (each builds on the one before). */
  private readonly findings: Findings[] = [];
  private merged: AuthorRules | undefined;

  constructor(caseDoc: CaseDocument) {
    this.caseDoc = caseDoc;
    this.patient = patientProfile(caseDoc);
  }

  /** The analysis of one phase (0-based), or undefined past the case's end. */
  phase(index: number): PhaseAnalysis | undefined {
    const phases = this.caseDoc.Phases;
    const phase = phases[index];
    if (!phase) return undefined;
    const cached = this.phases[index];
    if (cached) return cached;
    const analysis = analysePhase(
      phase,
      index,
      index === phases.length - 1,
      this.findingsAt(index),
      this.patient,
    );
    this.phases[index] = analysis;
    return analysis;
  }

  /** Checklist items phase `index` requires, without the rest of its analysis (its findings need earlier phases). */
  requiredItems(index: number): ItemId[] {
    const cached = this.phases[index];
    if (cached) return cached.requiredItems;
    const phase = this.caseDoc.Phases[index];
    return phase ? sortItems(new Set(writtenFields(phase).flatMap(([, text]) => readField(text).items))) : [];
  }

  /** Items any phase requires, phase by phase: reads every phase's hard stops (once per case). */
  requiredInCase(): Set<ItemId> {
    return new Set(this.caseDoc.Phases.flatMap((_, index) => this.requiredItems(index)));
  }

  /** The rules of all the case's hard-stop texts together (they hold in every phase): reads every hard stop. */
  rules(): AuthorRules {
    this.merged ??= mergeRules(
      this.caseDoc.Phases.flatMap((phase) => writtenFields(phase).map(([, text]) => readField(text).rules)),
    );
    return this.merged;
  }

  /** Every phase, the case's warnings and the rules: the whole analysis. */
  all(): CaseAnalysis {
    const phases = this.caseDoc.Phases.map((_, index) => this.phase(index) as PhaseAnalysis);
    return {
      phases,
      warnings: caseWarnings(this.caseDoc, this.patient, phases),
      patient: this.patient,
      rules: this.rules(),
    };
  }

  private findingsAt(index: number): Findings {
    const phases = this.caseDoc.Phases;
    while (this.findings.length <= index) {
      const before = this.findings.at(-1) ?? outlineFindings(this.caseDoc);
      this.findings.push(nextFindings(before, phases[this.findings.length] as Phase));
    }
    return this.findings[index] as Findings;
  }
}

/** The hard-stop fields the author wrote, in the schema's order. */
function writtenFields(phase: Phase): [keyof HardStop, string][] {
  return (Object.entries(phase.hardStop) as [keyof HardStop, string][]).filter(
    ([, text]) => text.trim() !== '',
  );
}

export type FieldReading = {
  items: ItemId[];
  rules: AuthorRules;
  described: string[];
  asksOpa: boolean;
  asksNpa: boolean;
};

/** What one normalised hard-stop text names and rules (readField without the cache). */
export function fieldReading(normalised: string): FieldReading {
  // Repetitions of a phrase add no item, rule or request: each distinct reading once.
  const mentions = readDistinctMentions(normalised);
  const items = new Set<ItemId>();
  const asides = alternativeAsides(normalised);
  for (const mention of mentions)
    if (
      mention.item &&
      !asides.some(([start, end]) => mention.start >= start && mention.start < end) &&
      !negatedReason(normalised, mention)
    )
      items.add(mention.item);
  const rules = rulesFrom(mentions);
  // "Stop if an OPA is inserted" asks for none, "stop if no OPA is inserted" for one: the author's wording first.
  const asked = (id: string) => mentions.some((m) => m.cue.id === id && !(authorRefusal(m) ?? m.negated));
  return {
    items: sortItems(items),
    rules,
    described: describeRules(rules),
    asksOpa: asked('opa'),
    asksNpa: asked('npa'),
  };
}

/**
 * "since a one-hand hold cannot seal this face": a thing that cannot or will not happen, said as the reason for what
 * is asked, names no requirement of its own; nor does a head tilt refused, nor the eyes spared by the mask chosen.
 */
function negatedReason(normalised: string, mention: Mention): boolean {
  if (!mention.negated) return false;
  // "keeps the head and neck neutral with in-line stabilisation, no head tilt, no pillow": a head tilt refused asks
  // for no airway opening of its own (the head position is what that phase asks for).
  if (mention.cue.id === 'headTilt') return true;
  const before = normalised.slice(Math.max(0, mention.start - 120), mention.start);
  // "a mask from the bridge of the nose to the cleft of the chin without touching the eyes": the mask's fit (BMV-8).
  if (mention.cue.id === 'eyePressure' && /\bchin (?:and |, )?(?:without|not|never) $/.test(before))
    return true;
  return /\b(?:since|because) [^.;:,()]*$/.test(before);
}

/** A parenthesis that names an alternative or an exclusion, not a requirement. */
const ALTERNATIVE_ASIDE = /\( (?:or|not|never|nor|unless|except|rather than|instead of|but not) [^()]*\)/g;

/**
 * Where a hard-stop text sets an alternative or an exclusion apart in brackets: "a paediatric bag (or the adult bag
 * squeezed only to chest rise)", "squeezes just to chest rise (not the whole adult bag)". What they name qualifies
 * the requirement; it is no item of its own (its sizes and exclusions still rule, through the rules).
 */
function alternativeAsides(normalised: string): [number, number][] {
  if (!normalised.includes('(')) return [];
  return [...normalised.matchAll(ALTERNATIVE_ASIDE)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * One hard-stop text as the engine reads it, cached by the text: authors repeat texts across phases and
 * cases, and every edit of a case is analysed again.
 */
const readField = memoize((text: string): FieldReading => fieldReading(normalize(text)), 500);

function analysePhase(
  phase: Phase,
  index: number,
  isLast: boolean,
  findings: Findings,
  patient: PatientProfile,
): PhaseAnalysis {
  const number = index + 1;
  const warnings: string[] = [];
  const required = new Set<ItemId>();
  const written = writtenFields(phase);
  const fieldAnalyses: FieldAnalysis[] = [];
  const asks = { opa: false, npa: false };
  for (const [field, text] of written) {
    const read = readField(text);
    asks.opa ||= read.asksOpa;
    asks.npa ||= read.asksNpa;
    const items = new Set(read.items);
    for (const item of items) required.add(item);
    fieldAnalyses.push({
      field,
      items: read.items,
      rules: read.described,
      warnings: conflictsWithDefaults(read.rules, patient),
    });
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
  return { index, number, requiredItems: sortItems(required), fields: fieldAnalyses, findings, warnings };
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
  if (findings.bleedingRisk && findings.gagReflex !== 'present' && asks.npa) {
    warnings.push(
      `phase ${index + 1}: the hard stops ask for an NPA but the patient bleeds easily and has no gag`,
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
