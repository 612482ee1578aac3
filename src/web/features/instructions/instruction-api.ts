import { SaveInstructionResponseSchema } from '../../../contract/api.ts';
import { InstructionUsageResponseSchema } from '../../../contract/instruction-usage.ts';
import { apiFetch, apiJson } from '../../api/client.ts';

/** The text being edited and which saved version it is (absent before the first save). */
export type InstructionVersion = { text: string; version: number | undefined; savedAt: string | undefined };

/** GET /api/instruction-text answers plain text; the version and its date come in headers. */
export async function fetchInstruction(_key: string, signal: AbortSignal): Promise<InstructionVersion> {
  const response = await apiFetch('/api/instruction-text', { signal });
  const version = response.headers.get('X-Instruction-Version');
  return {
    text: await response.text(),
    version: version ? Number(version) : undefined,
    savedAt: response.headers.get('X-Instruction-Saved-At') ?? undefined,
  };
}

export function saveInstruction(text: string) {
  return apiJson(SaveInstructionResponseSchema, '/api/save-instruction-text', { body: { text } });
}

/** Whether the running tutor reads the instruction, and the conversations of each version. */
export const loadInstructionUsage = (_key: string, signal?: AbortSignal) =>
  apiJson(InstructionUsageResponseSchema, '/api/instruction-usage', { signal });
