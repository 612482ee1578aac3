import type { CaseDocument, Phase } from '../../../contract/case.ts';
import { forEachMatch } from './matcher/last-match.ts';
import { memoize } from './matcher/memo.ts';
import { isNegatedInText, NEGATION_WINDOW_WORDS, wordsBefore } from './text/clauses.ts';
import { normalize } from './text/normalize.ts';
import type { Findings } from './types.ts';

/**
 * What the case's own words say about the patient, for the checks that depend on it: a gag reflex (an OPA
 * only without one), a suspected basal skull fracture (no NPA) and a possible neck injury (jaw thrust, not
 * head tilt). Negated mentions ("no signs of basal skull fracture") do not count.
 */
const GAG_PRESENT =
  /\b(?:gag|gags|gagging|gagged|gag reflex (?:present|intact)|intact gag|cough|coughs|coughing|awake|alert|crying|cries|conscious|responsive to voice|responds to voice|fighting|biting|clenched|pushing the mask away)\b/g;
const GAG_ABSENT =
  /\b(?:unresponsive|unconscious|no gag|absent gag|gag reflex absent|apneic|flaccid|limp|gcs 3|comatose|no response|unrousable)\b/g;
/** Partly responsive: a gag reflex may or may not be there. */
const GAG_UNCERTAIN =
  /\b(?:withdraws? to pain|withdrawing|moan\w*|groan\w*|locali[sz]\w*|purposeful|stirring)\b/g;
const BASAL_SKULL =
  /\b(?:basal skull fracture|basilar skull fracture|base of (?:the )?skull fracture|skull base fracture|battle sign|raccoon eyes|racoon eyes|periorbital bruising|csf (?:otorrh|rhinorrh)\w*|(?:clear )?fluid (?:from|leaking from|draining from) (?:the )?(?:nose|ear|ears)|midface fracture|facial fractures?)\b/g;
const NECK_INJURY =
  /\b(?:c spine|cervical (?:spine|collar|fracture|injury|precautions)|neck injury|spinal injury|hard collar|collar on|in line (?:stabili|immobili)\w*|diving|fell from|fall from|motor vehicle|mvc|road traffic|hit by a (?:car|vehicle)|head injury|trauma)\b/g;

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
type TextFindings = { gag: Findings['gagReflex'] | null; basalSkullFracture: boolean; neckInjury: boolean };

/** Cached by the text, like the hard stops: phases and cases repeat their descriptions. */
const readFindings = memoize(
  (text: string): TextFindings => ({
    gag: gagIn(text),
    basalSkullFracture: affirmed(text, BASAL_SKULL),
    neckInjury: affirmed(text, NECK_INJURY),
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
