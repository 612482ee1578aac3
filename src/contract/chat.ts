import { z } from 'zod';

export const MAX_MESSAGE_CHARS = 4000;

/** SPEC §3 "Chat message". An image message holds the image URL in `text`. */
export const ChatMessageSchema = z.object({
  id: z.union([z.number(), z.string().max(64)]),
  text: z.string().max(100_000),
  sender: z.enum(['user', 'bot']),
  type: z.enum(['text', 'image']).default('text'),
  isStreamed: z.boolean().optional(),
});

/** SPEC §3 "Stored chat history": groups of messages with the time the group began. */
export const HistoryGroupSchema = z.object({
  timestamp: z.union([z.number(), z.string().max(64)]),
  history: z.array(ChatMessageSchema).max(2000),
});

export const StoredChatHistorySchema = z.array(HistoryGroupSchema).max(200);

export type ChatMessage = z.infer<typeof ChatMessageSchema>;
export type HistoryGroup = z.infer<typeof HistoryGroupSchema>;
export type StoredChatHistory = z.infer<typeof StoredChatHistorySchema>;

/** The phrases a bot reply ends with to make the client fetch and show an image (SPEC §4). */
export const RELATED_IMAGE_PATTERN = /Related image found, image id is (\d+)/;
export const INSTRUCTION_IMAGE_PATTERN = /Instruction image found, image id is (\d+)/;
