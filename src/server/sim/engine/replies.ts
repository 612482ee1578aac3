import { sameExplanation } from '../../../contract/chat-state.ts';
import { checklistItem } from '../../../contract/checklist.ts';
import { explanationOf } from './topics.ts';
import type { Feedback, Judgement, TopicId } from './types.ts';

/** Fixed replies and the small builders of the engine's sentences. Plain text: newlines, **bold**, "- " lines. */

export const BEGIN_REMINDER = 'Please type "Begin Simulation" to begin.';

export const CASE_COMPLETE_NOTE =
  'This case is complete and the debrief is above. Press New case to start the simulation again.';

export const CASE_UNUSABLE =
  'This case cannot be run: its data is incomplete or invalid. Please ask an administrator to check it in the Case Editor.';

export const TOO_LONG =
  'That message is very long. Please describe one or a few actions at a time, in a sentence or two.';

export const EMPTY_INPUT = 'Tell me what you do next, or type "help".';

export const RESTART_NOTE = 'To start the simulation again, press New case.';

export const ADVANCED_AIRWAY_NOTE =
  'An advanced airway is not part of this scenario (and no intubation equipment is at hand): keep going with bag-mask ventilation.';

export const HELP_TEXT = [
  '**How this works**',
  '- Tell me what you do at the bedside in your own words, e.g. the equipment you pick, how you position the patient and hold the mask, and how you ventilate. Several actions in one message are fine.',
  '- Ask about the patient: vitals, heart rate, SpO2, weight, age, history, allergies, medications, exam, labs.',
  '- Ask "how do I ...?" or "explain ..." for a short teaching point, and "show me ..." for an image.',
  '- Type "hint" if you are stuck.',
  '- If you make a critical error I will pause the scenario, explain it, and rewind the phase so you can try again.',
  '- At the end you get a debrief on the 20-item bag-mask ventilation checklist. Press New case to start over.',
].join('\n');

export function alreadyRunning(phaseNumber: number): string {
  return `The simulation is already running: you are in phase ${phaseNumber}. Press New case to start again.`;
}

/**
 * "**Pause.** ..." for one or several wrong choices. One fault read on two items ("one hand, big leak, I'll manage":
 * the hold and the seal) is said once.
 */
export function pauseText(all: Feedback[]): string {
  const feedback = all.filter((f, index) => all.findIndex((g) => sameExplanation(g, f)) === index);
  const [only] = feedback;
  if (feedback.length === 1 && only) {
    return [
      `**Pause.** ${only.what}`,
      `Why it matters: ${only.why}`,
      `What to do instead: ${only.instead}`,
    ].join('\n');
  }
  return [
    '**Pause.** Some choices need fixing:',
    ...feedback.map((f) => `- ${f.what} ${f.why} Instead: ${f.instead}`),
  ].join('\n');
}

/** The acknowledgement line for one verdict that did not stop the scenario. */
export function acknowledgement(verdict: Judgement): string | null {
  const label = checklistItem(verdict.item).label;
  switch (verdict.kind) {
    case 'ok': {
      const detail = verdict.detail ? `: ${verdict.detail}` : '';
      const caution = verdict.caution ? ` Note: ${verdict.caution}` : '';
      return `- ${label}${detail}.${caution}`;
    }
    case 'wrong':
      return `- Careful, ${label.toLowerCase()}: ${verdict.feedback.what} ${verdict.feedback.instead}`;
    case 'declined':
      return `- ${label}: noted that you would not do this now.`;
    case 'avoided':
      return `- ${label}: noted what you would avoid.`;
    case 'incomplete':
      return null;
  }
}

export function explanation(topic: TopicId, imageId: number | null): string {
  const { title, text } = explanationOf(topic);
  const lines = [`**${title}**`, text];
  if (imageId !== null) lines.push(`Instruction image found, image id is ${imageId}`);
  return lines.join('\n');
}

export const EXPLANATION_TOPICS =
  'I can explain: sizing an OPA or NPA, choosing and fitting the mask, the E-C clamp, jaw thrust, head tilt-chin lift, head position, choosing the bag, oxygen flow, ventilation rate, how to squeeze the bag, suction and reassessment. Which one?';

export function imageReply(found: { id: number; title: string } | null): string {
  if (!found) return 'There is no image for that in the library.';
  return `Here is "${found.title}".\nRelated image found, image id is ${found.id}`;
}

/** A question that asks the tutor to decide for the trainee ("should I use an OPA?"). */
export const YOUR_CALL =
  'That is your call: look at the patient, decide, and tell me what you do (and how) if you do it.';

/** Actions said only as a condition or a plan ("if she gags I would switch to an NPA"). */
export const PLAN_NOTED = 'That is a plan for if it happens. What do you do now?';
