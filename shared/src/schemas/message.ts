import { z } from 'zod';
import { queryBooleanSchema } from './common.js';
import { idSchema } from './list-query.js';

/** Message box tabs (spec §3). */
export const messageTypeSchema = z.enum(['message', 'notice', 'todo']);
export type MessageType = z.infer<typeof messageTypeSchema>;

/** One message of the message box; status 0 unread, 1 read. */
export const messageSchema = z.object({
  id: z.number().int(),
  type: messageTypeSchema,
  title: z.string(),
  subTitle: z.string(),
  avatar: z.string(),
  content: z.string(),
  time: z.string(),
  messageType: z.number().int().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type Message = z.infer<typeof messageSchema>;

/** POST /message/list body (or GET query): optional type and unread filters. */
export const messageListQuerySchema = z.object({
  type: messageTypeSchema.optional(),
  unread: queryBooleanSchema.optional(),
});
export type MessageListQuery = z.input<typeof messageListQuerySchema>;

/** POST /message/read body: the ids to mark read (only the caller's own are touched). */
export const messageReadBodySchema = z.object({
  ids: z.array(idSchema).min(1).max(500),
});
export type MessageReadBody = z.infer<typeof messageReadBodySchema>;
