/**
 * What the LLM tutor is told: the admin's instruction text, the stored case and the image library,
 * plus the one output rule the web client relies on (the "image id is N" line it scans for).
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { ImageRef, TurnRecord, TutorConversation } from '../tutor.ts';
import { stripTutorNote } from './failures.ts';

/** Used when the admin has not written an instruction text yet, so the model still knows its role. */
export const FALLBACK_INSTRUCTION =
  'You are a pediatric airway management simulation tutor for pediatric residents. Run the case below as a ' +
  'rapid cycle deliberate practice (RCDP) simulation: wait for the trainee to type "Begin Simulation", present ' +
  "the case, respond to their actions with the patient's changing state, stop them at a hard stop with " +
  'feedback, and end with a debrief.';

type PromptInput = Pick<TutorConversation, 'instructionText' | 'caseDoc' | 'images'>;

export function buildSystemPrompt({ instructionText, caseDoc, images }: PromptInput): string {
  const instruction = instructionText.trim() || FALLBACK_INSTRUCTION;
  return [
    instruction,
    '## The case',
    'The simulated patient, as JSON. "Scenario Outline" is what you present; "Phases" are the states the ' +
      'patient moves through, with vital signs, hard stops (critical errors: stop the trainee and give ' +
      'feedback) and soft stops.',
    // The case document carries no database ids: it is exactly what the case editor shows.
    `\`\`\`json\n${JSON.stringify(caseDoc, null, 2)}\n\`\`\``,
    '## Images',
    imageSection(images),
  ].join('\n\n');
}

function imageSection(images: ImageRef[]): string {
  if (images.length === 0) {
    return 'There are no images in the library: never write "image id is" in a reply.';
  }
  const lines = images.map((image) => {
    const tags = image.tags.map(oneLine).filter(Boolean);
    return `- id ${image.id}: ${oneLine(image.title) || '(untitled)'}${tags.length ? ` [${tags.join(', ')}]` : ''}`;
  });
  return [
    'The image library (id, title and tags):',
    lines.join('\n'),
    'When one of these images would help the trainee, end your reply with exactly one line, either ' +
      '"Related image found, image id is N" (an image of the patient or the situation) or ' +
      '"Instruction image found, image id is N" (a teaching image), where N is an id from the list above. ' +
      'Use only those ids; never invent one. When no image fits, do not mention images.',
  ].join('\n');
}

/**
 * The chat messages for one turn: the system prompt, the earlier turns (oldest first) and the new input.
 * Failure notes this tutor appended to earlier replies are removed: they are for the trainee, not the model.
 */
export function buildMessages(conversation: PromptInput & { history: TurnRecord[] }, input: string) {
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: buildSystemPrompt(conversation) },
  ];
  for (const turn of conversation.history) {
    const text = turn.sender === 'bot' ? stripTutorNote(turn.text) : turn.text;
    // Some OpenAI-compatible servers reject empty messages; an empty turn carries nothing anyway.
    if (text.trim() === '') continue;
    messages.push({ role: turn.sender === 'bot' ? 'assistant' : 'user', content: text });
  }
  messages.push({ role: 'user', content: input });
  return messages;
}

/** Titles and tags are admin-typed: keep each on one line so it cannot reshape the prompt around it. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
