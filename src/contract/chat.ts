import { z } from 'zod';

export const MAX_MESSAGE_CHARS = 4000;
export const MAX_MESSAGES_PER_GROUP = 2000;

/** One chat message as the client keeps it. An image message holds the image URL in `text`. */
export const ChatMessageSchema = z.strictObject({
  id: z.union([z.number(), z.string().max(64)]),
  text: z.string().max(100_000),
  sender: z.enum(['user', 'bot']),
  type: z.enum(['text', 'image']).default('text'),
  isStreamed: z.boolean().optional(),
});

/** A saved chat history: groups of messages, each with the time the group began. */
export const HistoryGroupSchema = z.strictObject({
  timestamp: z.union([z.number(), z.string().max(64)]),
  history: z.array(ChatMessageSchema).max(MAX_MESSAGES_PER_GROUP),
});

export const StoredChatHistorySchema = z.array(HistoryGroupSchema).max(200);

/**
 * `POST /submit-chat-history` takes the groups, or a plain list of messages as the first version of
 * the client sent; such a list is stored as one group stamped with the time it arrived.
 */
export const SubmittedChatHistorySchema = z.union([
  StoredChatHistorySchema,
  z
    .array(ChatMessageSchema)
    .max(MAX_MESSAGES_PER_GROUP)
    .transform((history): StoredChatHistory => [{ timestamp: new Date().toISOString(), history }]),
]);

export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type HistoryGroup = z.infer<typeof HistoryGroupSchema>;
export type StoredChatHistory = z.infer<typeof StoredChatHistorySchema>;

/** The phrases a bot reply ends with to make the client fetch and show an image. */
export const RELATED_IMAGE_PATTERN = /Related image found, image id is (\d+)/;
export const INSTRUCTION_IMAGE_PATTERN = /Instruction image found, image id is (\d+)/;
