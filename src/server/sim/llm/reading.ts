/**
 * The model's reading of one trainee message: the JSON Schema the grounded tutor sends (as a tool or as a
 * response format) and the parser of what comes back. The schema itself lives in the contract.
 */
import { z } from 'zod';
import { type Reading, ReadingSchema } from '../../../contract/tutor-turn.ts';

export {
  PATIENT_TOPICS,
  type PatientTopic,
  type ReadAction,
  type Reading,
  ReadingSchema,
  TECHNIQUES,
  type Technique,
} from '../../../contract/tutor-turn.ts';

export const READING_TOOL_NAME = 'record_reading';

/**
 * Bounds some servers refuse in a strict schema (older OpenAI models, some vLLM and Ollama versions): the model is
 * sent the shape only, and the bounds are checked here, by the zod schema, on what comes back.
 */
const UNSENT_KEYWORDS = new Set([
  '$schema',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
]);

function shapeOnly(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(shapeOnly);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !UNSENT_KEYWORDS.has(key))
      .map(([key, value]) => [key, key === 'enum' || key === 'required' ? value : shapeOnly(value)]),
  );
}

/** The JSON Schema sent to the model (OpenAI strict mode: every key required, no extra keys). */
export const READING_JSON_SCHEMA = shapeOnly(z.toJSONSchema(ReadingSchema, { target: 'draft-7' })) as Record<
  string,
  unknown
>;

/** The model's answer as text (JSON) or a tool call's arguments: the reading, or why it was refused. */
export function parseReading(raw: string): { ok: true; reading: Reading } | { ok: false; why: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, why: 'the answer was not JSON' };
  }
  const parsed = ReadingSchema.safeParse(json);
  if (!parsed.success) return { ok: false, why: `outside the schema: ${parsed.error.issues[0]?.message}` };
  return { ok: true, reading: parsed.data };
}
