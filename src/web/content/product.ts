/**
 * The product page (/product): six collapsible sections, each with an illustration and its text.
 *
 * Edit the words here; the page component only lays them out. A section's body is a list of blocks:
 * a paragraph, a bulleted list, a numbered list of titled steps, or the 20-item checklist (from checklist.ts).
 */
import chatbotImage from './illustrations/chatbot.svg?no-inline';
import checklistImage from './illustrations/checklist.svg?no-inline';
import methodsImage from './illustrations/methods.svg?no-inline';
import objectiveImage from './illustrations/objective.svg?no-inline';
import questionsImage from './illustrations/questions.svg?no-inline';
import rapidCycleImage from './illustrations/rapid-cycle.svg?no-inline';

export type ProductBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'steps'; items: { title: string; text: string; points?: string[] }[] }
  | { kind: 'checklist' };

export type ProductSection = {
  /** Stable, URL-safe id; also used to build element ids. */
  id: string;
  title: string;
  image: { src: string; alt: string };
  body: ProductBlock[];
};

export const productPage = {
  eyebrow: 'The product',
  title: 'How the assistant teaches airway skills',
  intro:
    'The Pediatric Airway Management Assistant is part of a study that compares a chatbot tutor with human-led simulation. Select a picture to read its section.',
};

export const PRODUCT_SECTIONS: readonly ProductSection[] = [
  {
    id: 'guiding-questions',
    title: 'Guiding Questions',
    image: {
      src: questionsImage,
      alt: 'Two speech bubbles, one with a question mark and one with a stethoscope',
    },
    body: [
      { kind: 'paragraph', text: 'The project started from a few practical questions:' },
      {
        kind: 'bullets',
        items: [
          'Can a chatbot built on a large language model run a believable pediatric airway emergency and give feedback that is correct and useful?',
          'Do residents who practise with the chatbot ventilate a child as well as residents who practise in a simulation led by an instructor?',
          'Which steps of bag-mask ventilation improve with text-based practice, and which still need hands on a manikin?',
          'Will busy residents actually use it: is it quick to start, easy on a phone, and worth their time?',
        ],
      },
    ],
  },
  {
    id: 'rapid-cycle',
    title: 'Rapid Cycle',
    image: { src: rapidCycleImage, alt: 'A circular arrow around a pause sign: stop, coach, try again' },
    body: [
      {
        kind: 'paragraph',
        text: 'Rapid Cycle Deliberate Practice (RCDP) is a way of teaching with simulation. Instead of running a whole scenario and discussing it afterwards, the instructor pauses the scenario as soon as a critical step is missed or done wrong.',
      },
      {
        kind: 'steps',
        items: [
          { title: 'Pause', text: 'The scenario stops at the error, while it is still fresh.' },
          { title: 'Coach', text: 'A short, specific correction: what to do and why.' },
          { title: 'Rewind', text: 'The learner goes back a step and does it again, correctly.' },
          { title: 'Progress', text: 'Once a step is right, the case moves on and gets harder.' },
        ],
      },
      {
        kind: 'paragraph',
        text: 'The goal is many short repetitions of the right action, so that it becomes automatic when a real child stops breathing.',
      },
    ],
  },
  {
    id: 'chat-bot-interface',
    title: 'Chat Bot Interface for Pediatric Airway Emergencies Training',
    image: {
      src: chatbotImage,
      alt: 'A phone screen showing a chat between a resident and the airway tutor',
    },
    body: [
      {
        kind: 'paragraph',
        text: 'The assistant brings the RCDP loop to a chat window. After signing in and entering a participant ID, the resident types "Begin Simulation" and the tutor presents a child with an airway emergency: the story, the vital signs and the exam.',
      },
      {
        kind: 'bullets',
        items: [
          'The resident types what they would do, in their own words, as they would say it at the bedside.',
          "The case responds: vital signs and the child's condition change with each action.",
          'A missed critical step is a hard stop: the tutor pauses, explains what went wrong and asks the resident to try again.',
          'The run ends with a debrief scored on the 20-item bag-mask ventilation checklist.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'It is a training tool for simulated cases only. It does not give advice about real patients.',
      },
    ],
  },
  {
    id: 'assessment-checklists',
    title: 'Pediatric Airway Management Assessment Tools/Checklists',
    image: { src: checklistImage, alt: 'A clipboard with a checklist, most items ticked' },
    body: [
      {
        kind: 'paragraph',
        text: 'Every simulation, with the chatbot or with an instructor, is scored on the same 20 items of bag-mask ventilation, in four groups. The items follow pediatric advanced life support guidance.',
      },
      { kind: 'checklist' },
    ],
  },
  {
    id: 'primary-objective',
    title: 'Primary Objective',
    image: { src: objectiveImage, alt: 'A target with an arrow in the centre' },
    body: [
      {
        kind: 'paragraph',
        text: 'To find out whether a chatbot tutor teaches pediatric residents airway management as well as a simulation led by an instructor with RCDP debriefing.',
      },
      {
        kind: 'paragraph',
        text: 'Success is measured by performance on the 20-item checklist in a simulation after training, compared with each resident’s own baseline.',
      },
    ],
  },
  {
    id: 'methods',
    title: 'Methods',
    image: {
      src: methodsImage,
      alt: 'A flow chart: a baseline assessment splits into two training arms, which meet again at a final assessment',
    },
    body: [
      {
        kind: 'paragraph',
        text: 'Study population: pediatric residents during an inpatient rotation. Each participant is known to the study only by a participant ID.',
      },
      {
        kind: 'steps',
        items: [
          {
            title: 'Pre-assessment',
            text: 'Every resident runs a baseline airway simulation, scored with the 20-item checklist.',
          },
          {
            title: 'Training in one of two arms',
            text: 'Residents are assigned to one of two arms:',
            points: [
              'The chat module: airway cases with the chatbot tutor and its RCDP-style feedback.',
              'Simulation with RCDP debriefing: the same skills practised in a simulation led by an instructor.',
            ],
          },
          {
            title: 'Post-intervention assessment',
            text: 'Every resident runs a second airway simulation, scored with the same checklist, and the change from baseline is compared between the two arms.',
          },
        ],
      },
    ],
  },
];
