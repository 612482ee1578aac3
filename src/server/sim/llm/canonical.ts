/**
 * The model's reading turned into the engine's own words: one plain, unambiguous sentence per action, and one
 * question per patient topic. The deterministic engine then reads and judges these sentences exactly as it
 * reads a trainee, so the model decides nothing: it only says what the trainee meant. Hypothetical and
 * negated actions are dropped (they are not actions), and so is an action whose technique belongs to another
 * checklist item than the one it names (an inconsistent reading).
 */
import type { ChecklistItemId } from '../../../contract/checklist.ts';
import type { PatientTopic, ReadAction, Reading, Technique } from './reading.ts';

/** The item each technique belongs to: a reading that pairs them otherwise is refused action by action. */
const ITEM_OF: Record<Technique, ChecklistItemId> = {
  call_for_help: 'BMV-1',
  suction: 'BMV-2',
  deep_suction: 'BMV-2',
  sniffing_position: 'BMV-3',
  hyperextend_neck: 'BMV-3',
  flex_neck: 'BMV-3',
  jaw_thrust: 'BMV-4',
  head_tilt_chin_lift: 'BMV-4',
  press_soft_tissue: 'BMV-4',
  choose_adjunct: 'BMV-5',
  insert_adjunct: 'BMV-6',
  reassess: 'BMV-7',
  choose_mask: 'BMV-8',
  choose_bag: 'BMV-9',
  oxygen_without_ventilation: 'BMV-9',
  connect_oxygen: 'BMV-10',
  room_air: 'BMV-10',
  mask_right_way_round: 'BMV-11',
  mask_upside_down: 'BMV-11',
  mask_covers_mouth_and_nose: 'BMV-12',
  mask_covers_mouth_or_nose_only: 'BMV-12',
  ec_clamp: 'BMV-13',
  palm_hold: 'BMV-13',
  tight_seal: 'BMV-14',
  accept_leak: 'BMV-14',
  eyes_protected: 'BMV-15',
  pressure_on_eyes: 'BMV-15',
  stand_at_head: 'BMV-16',
  stand_at_side: 'BMV-16',
  lift_jaw_into_mask: 'BMV-17',
  push_mask_down: 'BMV-17',
  gentle_squeeze: 'BMV-18',
  forceful_squeeze: 'BMV-18',
  ventilate_at_rate: 'BMV-19',
  effective_ventilation: 'BMV-20',
};

/** Sentences that need no parameter. */
const FIXED: Partial<Record<Technique, string>> = {
  call_for_help: 'I call for help.',
  suction: 'I suction the secretions from the mouth with a suction catheter of suitable size.',
  deep_suction: 'I deep suction the airway.',
  sniffing_position: 'I put the head in the sniffing position.',
  hyperextend_neck: 'I hyperextend the neck.',
  flex_neck: 'I flex the neck, chin to chest.',
  jaw_thrust: 'I open the airway with a jaw thrust.',
  head_tilt_chin_lift: 'I open the airway with a head tilt chin lift.',
  press_soft_tissue: 'I press on the soft tissue under the chin.',
  reassess: 'I reassess chest rise, SpO2 and heart rate.',
  oxygen_without_ventilation: 'I give oxygen by non rebreather.',
  room_air: 'I ventilate with room air.',
  mask_right_way_round: 'I place the mask with the narrow end over the bridge of the nose.',
  mask_upside_down: 'I place the mask upside down.',
  mask_covers_mouth_and_nose: 'The mask covers the mouth and nose.',
  mask_covers_mouth_or_nose_only: 'The mask covers only the mouth.',
  ec_clamp: 'I hold the mask with an E-C clamp.',
  palm_hold: 'I put my palm over the mask.',
  tight_seal: 'I get a tight seal.',
  accept_leak: 'I accept the leak and keep going.',
  eyes_protected: 'I avoid pressure on the eyes.',
  pressure_on_eyes: 'The mask presses on the eyes.',
  stand_at_head: 'I stand at the head of the bed.',
  stand_at_side: 'I ventilate from the side of the bed.',
  lift_jaw_into_mask: 'I lift the jaw into the mask with the mask hand.',
  push_mask_down: 'I push the mask down onto the face.',
  gentle_squeeze: 'I squeeze the bag gently over 1 second until the chest rises.',
  forceful_squeeze: 'I give big forceful squeezes.',
  effective_ventilation: 'I see visible chest rise and the SpO2 rising.',
};

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

const ADJUNCT_NAME = { opa: 'oropharyngeal airway (OPA)', npa: 'nasopharyngeal airway (NPA)' } as const;
const LANDMARK_TEXT = {
  corner_of_mouth_to_angle_of_jaw: 'measured from the corner of the mouth to the angle of the jaw',
  nostril_to_tragus: 'measured from the nostril to the tragus of the ear',
  other: '',
} as const;

export const itemOfTechnique = (technique: Technique): ChecklistItemId => ITEM_OF[technique];

/** One action in the engine's words, or null when it is not an action or cannot be said. */
export function actionSentence(action: ReadAction): string | null {
  if (action.status !== 'done' || action.negated) return null;
  if (ITEM_OF[action.technique] !== action.item) return null;
  const fixed = FIXED[action.technique];
  if (fixed) return fixed;
  switch (action.technique) {
    case 'choose_adjunct': {
      if (!action.adjunct) return null;
      const size =
        action.adjunctSizeCode !== null
          ? `a size ${action.adjunctSizeCode} `
          : action.adjunctSizeMm !== null
            ? `a ${action.adjunctSizeMm} mm `
            : 'an ';
      const landmark = action.landmark ? LANDMARK_TEXT[action.landmark] : '';
      return `I choose ${size}${ADJUNCT_NAME[action.adjunct]}${landmark ? ` ${landmark}` : ''}.`;
    }
    case 'insert_adjunct':
      return action.adjunct ? `I insert the ${action.adjunct.toUpperCase()}.` : 'I insert the adjunct.';
    case 'choose_mask':
      return action.maskSize ? `I choose a ${action.maskSize} size mask.` : 'I choose a mask.';
    case 'choose_bag': {
      const volume = action.bagVolumeMl !== null ? `${action.bagVolumeMl} mL ` : '';
      return `I choose a ${volume}${action.bagType ?? 'self-inflating'} bag.`;
    }
    case 'connect_oxygen':
      return action.oxygenLitresPerMin !== null
        ? `I connect the bag to oxygen at ${action.oxygenLitresPerMin} L/min.`
        : 'I connect the bag to oxygen.';
    case 'ventilate_at_rate':
      return action.breathsPerMin !== null
        ? `I ventilate at ${action.breathsPerMin} breaths per minute.`
        : 'I ventilate at a rate right for his age.';
    default:
      return null;
  }
}

/**
 * What the engine is told, in order: each patient question as its own turn (answered from the case), then
 * all the actions as one message (judged together, as the trainee said them). `raw` means the engine reads
 * the trainee's own words: commands, requests for help, hints, explanations or images.
 */
export type EngineInputs = { raw: true } | { raw: false; questions: string[]; actions: string | null };

export function engineInputs(reading: Reading): EngineInputs {
  if (reading.intent === 'control') return { raw: true };
  const questions = [...new Set(reading.patientQuestions)].map((topic) => QUESTIONS[topic]);
  const sentences = [...new Set(reading.actions.map(actionSentence).filter((s): s is string => s !== null))];
  return { raw: false, questions, actions: sentences.length > 0 ? sentences.join(' ') : null };
}

/** Said to the engine when the reading holds no action and no question: it counts as a turn that did nothing. */
export const NO_ACTION = 'I consider my options.';
