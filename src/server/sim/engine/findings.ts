import type { CaseDocument, Phase } from '../../../contract/case.ts';
import { negationAt, splitClauses } from './text/clauses.ts';
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

/** Whether `pattern` occurs in `text` other than negated. */
function affirmed(text: string, pattern: RegExp): boolean {
  for (const clause of splitClauses(text)) {
    for (const match of clause.text.matchAll(pattern)) {
      if (!negationAt(clause.text, match.index).negated) return true;
    }
  }
  return false;
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

/** Findings at phase `phaseIndex`: the current phase's words first, then the phases before it, then the outline. */
export function findingsAt(caseDoc: CaseDocument, phaseIndex: number): Findings {
  const phases = caseDoc.Phases.slice(0, phaseIndex + 1)
    .map(phaseText)
    .reverse();
  const outline = outlineText(caseDoc);
  const everything = [...phases, outline].join(' . ');
  let gagReflex: Findings['gagReflex'] = 'unknown';
  for (const text of [...phases, outline]) {
    const found = gagIn(text);
    if (found) {
      gagReflex = found;
      break;
    }
  }
  return {
    gagReflex,
    basalSkullFracture: affirmed(everything, BASAL_SKULL),
    neckInjury: affirmed(everything, NECK_INJURY),
  };
}
