/**
 * The model's reading turned into the engine's own words: one plain, unambiguous sentence per action, and one
 * question per patient topic. The deterministic engine then reads and judges these sentences exactly as it
 * reads a trainee, so the model decides nothing: it only says what the trainee meant. Hypothetical and
 * negated actions are dropped (they are not actions), and so is an action whose technique belongs to another
 * checklist item than the one it names (an inconsistent reading).
 */
import type { ChecklistItemId } from '../../../contract/checklist.ts';
import type { ItemModule } from '../engine/items/item.ts';
import { ITEM_MODULES } from '../engine/items/registry.ts';
import type { PatientTopic, ReadAction, Reading, Technique } from './reading.ts';

/** The item each technique belongs to (its item module says so): a reading that pairs them otherwise is refused. */
const ITEM_OF = new Map<Technique, ItemModule>(
  ITEM_MODULES.flatMap((module) =>
    Object.keys(module.techniques ?? {}).map((technique) => [technique as Technique, module] as const),
  ),
);

const QUESTIONS: Record<PatientTopic, string> = {
  heart_rate: 'What is the heart rate?',
  respiratory_rate: 'What is the respiratory rate?',
  spo2: 'What is the SpO2?',
  etco2: 'What is the EtCO2?',
  blood_pressure: 'What is the blood pressure?',
  temperature: 'What is the temperature?',
  vital_signs: 'What are the vital signs?',
  weight: 'What is the weight?',
  age: 'How old is the patient?',
  sex: 'What is the sex of the patient?',
  allergies: 'Any allergies?',
  medications: 'What medications does the patient take?',
  past_medical_history: 'What is the past medical history?',
  last_meal: 'When was the last meal?',
  events: 'What happened, what are the events?',
  symptoms: 'What are the symptoms?',
  labs: 'What are the labs?',
  diagnosis: 'What is the diagnosis?',
  gag_reflex: 'Is there a gag reflex?',
  airway: 'How is the airway?',
  breathing: 'How is the breathing?',
  circulation: 'How is the circulation?',
  disability: 'What is the disability, neuro status?',
  exam: 'What are the exam findings?',
};

export function itemOfTechnique(technique: Technique): ChecklistItemId {
  const module = ITEM_OF.get(technique);
  if (!module) throw new Error(`no checklist item claims the technique ${technique}`);
  return module.id;
}

/** One action in the engine's words, or null when it is not an action or cannot be said. */
export function actionSentence(action: ReadAction): string | null {
  if (action.status !== 'done' || action.negated) return null;
  const module = ITEM_OF.get(action.technique);
  if (module?.id !== action.item) return null;
  const sentence = module.techniques?.[action.technique];
  return typeof sentence === 'function' ? sentence(action) : (sentence ?? null);
}

/**
 * What the engine is told, in order: each patient question as its own turn (answered from the case), then
 * all the actions as one message (judged together, as the trainee said them). `raw` means the engine reads
 * the trainee's own words: commands, requests for help, hints, explanations or images, and anything else.
 */
export type EngineInputs = { raw: true } | { raw: false; questions: string[]; actions: string | null };

export function engineInputs(reading: Reading): EngineInputs {
  // "other" (naloxone, the parents, "hmm"): the engine's own words for what it does not score or did not
  // understand (dialogue.ts) answer better than a turn that did nothing.
  if (reading.intent === 'control' || reading.intent === 'other') return { raw: true };
  const questions = [...new Set(reading.patientQuestions)].map((topic) => QUESTIONS[topic]);
  const sentences = [...new Set(reading.actions.map(actionSentence).filter((s): s is string => s !== null))];
  return { raw: false, questions, actions: sentences.length > 0 ? sentences.join(' ') : null };
}

/** Said to the engine when the reading holds no action and no question: it counts as a turn that did nothing. */
export const NO_ACTION = 'I consider my options.';
