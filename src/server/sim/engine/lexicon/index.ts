import type { Cue } from '../types.ts';
import {
  ADJUNCT_CUES,
  HEAD_POSITION_CUES,
  HELP_CUES,
  OPEN_AIRWAY_CUES,
  OUT_OF_SCOPE_CUES,
  SUCTION_CUES,
} from './airway-cues.ts';
import { EQUIPMENT_CUES } from './equipment-cues.ts';
import { cue } from './fragments.ts';
import { MASK_POSITION_CUES } from './mask-cues.ts';
import {
  EFFECTIVE_CUES,
  MASK_HAND_CUES,
  RATE_CUES,
  REASSESS_CUES,
  SQUEEZE_CUES,
  STAND_CUES,
} from './technique-cues.ts';

/**
 * Ventilating as such ("start bagging", "bag the patient", "BVM ventilation") names no checklist item, but it
 * is a reasonable action, and claiming these words first keeps "bag" in "bag the patient" from reading as
 * choosing a bag.
 */
const VENTILATE_CUES: Cue[] = [
  cue(
    'ventilate',
    [],
    'good',
    String.raw`\b(?:start|starts|starting|begin|begins|beginning|continue|continues|continuing|commence\w*|initiate\w*|provide\w*|give|gives|giving|perform\w*|deliver\w*|keep|keeps)(?: \w+){0,2}? (?:bvm|bagging|ventilat\w*|breaths?|rescue breath\w*|ppv|positive pressure)\b|\bbvm ventilation\b|\bbag\w* (?:him|her|them|the (?:patient|child|baby|infant|boy|girl|kid))\b|\bbag\w* (?:at|gently)\b|\bbagging\b|\bventilat\w*|\bppv\b|\bpositive pressure ventilation\b|\brescue breath\w*`,
  ),
];

/**
 * The lexicon in matching order. A cue claims the words it matches, so more specific phrases come first:
 * "laryngeal mask" before any mask, "keeps the airway open with the mask hand" before "opens the airway",
 * "squeeze until the chest rises" before "check chest rise" before "chest rise", "ventilates effectively"
 * before "ventilate", and "bag the patient" before choosing a bag.
 */
export const LEXICON: readonly Cue[] = [
  ...OUT_OF_SCOPE_CUES,
  ...STAND_CUES,
  ...MASK_HAND_CUES,
  ...SQUEEZE_CUES,
  ...RATE_CUES,
  ...REASSESS_CUES,
  ...EFFECTIVE_CUES,
  ...VENTILATE_CUES,
  ...HELP_CUES,
  ...SUCTION_CUES,
  ...HEAD_POSITION_CUES,
  ...OPEN_AIRWAY_CUES,
  ...ADJUNCT_CUES,
  ...MASK_POSITION_CUES,
  ...EQUIPMENT_CUES,
];
