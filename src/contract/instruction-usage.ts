import { z } from 'zod';

/**
 * Who reads the Instruction Editor's text: the running tutor (only the LLM tutors do; the offline
 * scenario engine does not), and which instruction version the conversations started with.
 */
export const InstructionUsageResponseSchema = z.strictObject({
  tutor: z.enum(['engine', 'llm', 'llm-prompt']),
  model: z.string().nullable(),
  readsInstruction: z.boolean(),
  versions: z.array(
    z.strictObject({
      version: z.number(),
      savedAt: z.string(),
      savedBy: z.string().nullable(),
      /** Conversations that started on this version, by tutor. */
      conversations: z.number(),
      byEngine: z.number(),
    }),
  ),
});
export type InstructionUsage = z.infer<typeof InstructionUsageResponseSchema>;
