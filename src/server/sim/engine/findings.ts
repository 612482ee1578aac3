import type { CaseDocument, Phase } from '../../../contract/case.ts';
import { forEachMatch } from './matcher/last-match.ts';
import { memoize } from './matcher/memo.ts';
import { isNegatedInText, NEGATION_WINDOW_WORDS, wordsBefore } from './text/clauses.ts';
import { normalize } from './text/normalize.ts';
import type { Findings } from './types.ts';
import { words } from './vocabulary/combinators.ts';
import {
  BASAL_SKULL_WORDS,
  BLEEDING_RISK_WORDS,
  GAG_ABSENT_WORDS,
  GAG_PRESENT_WORDS,
  GAG_UNCERTAIN_WORDS,
  NECK_INJURY_WORDS,
  NECK_MECHANISM_WORDS,
  NECK_RULED_OUT_WORDS,
} from './vocabulary/findings.ts';

/**
 * What the case's own words say about the patient, for the checks that depend on it: a gag reflex (an OPA
 * only without one), a suspected basal skull fracture (no NPA) and a possible neck injury (jaw thrust, not
 * head tilt), a bleeding tendency (no NPA when an OPA will do). Negated mentions ("no signs of basal skull fracture") do not count.
 */
const GAG_PRESENT = new RegExp(String.raw`\b${words(GAG_PRESENT_WORDS)}\b`, 'g');
const GAG_ABSENT = new RegExp(String.raw`\b${words(GAG_ABSENT_WORDS)}\b`, 'g');
const GAG_UNCERTAIN = new RegExp(String.raw`\b${words(GAG_UNCERTAIN_WORDS)}\b`, 'g');
const BASAL_SKULL = new RegExp(String.raw`\b${words(BASAL_SKULL_WORDS)}\b`, 'g');
const BLEEDING_RISK = new RegExp(String.raw`\b${words(BLEEDING_RISK_WORDS)}\b`, 'g');
const NECK_INJURY = new RegExp(String.raw`\b${words(NECK_INJURY_WORDS)}\b`, 'g');
const NECK_MECHANISM = new RegExp(String.raw`\b${words(NECK_MECHANISM_WORDS)}\b`, 'g');
const NECK_RULED_OUT = new RegExp(String.raw`\b${words(NECK_RULED_OUT_WORDS)}\b`);

/**
 * Whether a mention is negated, by the words before it: isNegatedInText reads only these (wordsBefore gives the
 * same words back when asked again of them). A text that repeats a negated finding ("no cough, no cough, ...")
 * asks the same question at every mention, so the answer is remembered.
 */
const negatedAfter = memoize((before: string) => isNegatedInText(before, before.length), 2000);

/** Whether `pattern` occurs in `text` other than negated. */
function affirmed(text: string, pattern: RegExp): boolean {
  return forEachMatch(
    text,
    pattern,
    (match) => !negatedAfter(wordsBefore(text, match.index, NEGATION_WINDOW_WORDS)),
  );
}

function phaseText(phase: Phase): string {
  return normalize(
    [phase.initialState, phase.airway, phase.breathing, phase.circulation, phase.disability].join('. '),
  );
}

function outlineText(caseDoc: CaseDocument): string {
  const outline = caseDoc['Scenario Outline'];
  const report = outline.patientReport;
  return normalize(
    [
      outline.casePresentation,
      report.basicInformation.diagnosis,
      report.history.events,
      report.history.symptoms,
      ...Object.values(report.initialExam),
    ].join('. '),
  );
}

function gagIn(text: string): Findings['gagReflex'] | null {
  if (affirmed(text, GAG_PRESENT)) return 'present';
  if (affirmed(text, GAG_UNCERTAIN)) return 'unknown';
  if (affirmed(text, GAG_ABSENT)) return 'absent';
  return null;
}

/** What one text says on its own; a phase's findings combine its own with those of the texts before it. */
type TextFindings = Omit<Findings, 'gagReflex'> & { gag: Findings['gagReflex'] | null };

/** Cached by the text, like the hard stops: phases and cases repeat their descriptions. */
const readFindings = memoize(
  (text: string): TextFindings => ({
    gag: gagIn(text),
    basalSkullFracture: affirmed(text, BASAL_SKULL),
    neckInjury: affirmed(text, NECK_INJURY) || (affirmed(text, NECK_MECHANISM) && !NECK_RULED_OUT.test(text)),
    bleedingRisk: affirmed(text, BLEEDING_RISK),
  }),
  500,
);
/** What the case outline says, before any phase. */
export function outlineFindings(caseDoc: CaseDocument): Findings {
  const outline = readFindings(outlineText(caseDoc));
  return {
    gagReflex: outline.gag ?? 'unknown',
    basalSkullFracture: outline.basalSkullFracture,
    neckInjury: outline.neckInjury,
    bleedingRisk: outline.bleedingRisk,
  };
}

/**
 * Findings at a phase from those before it: the gag reflex is what the latest phase that speaks of it says (else
 * the outline); a skull-base fracture or a neck injury, once suspected anywhere up to the phase, stays.
 */
export function nextFindings(before: Findings, phase: Phase): Findings {
  const own = readFindings(phaseText(phase));
  return {
    gagReflex: own.gag ?? before.gagReflex,
    basalSkullFracture: before.basalSkullFracture || own.basalSkullFracture,
    neckInjury: before.neckInjury || own.neckInjury,
    bleedingRisk: before.bleedingRisk || own.bleedingRisk,
  };
}

/** Findings at every phase, each text read once (see nextFindings). */
export function findingsByPhase(caseDoc: CaseDocument): Findings[] {
  let findings = outlineFindings(caseDoc);
  return caseDoc.Phases.map((phase) => {
    findings = nextFindings(findings, phase);
    return findings;
  });
}
