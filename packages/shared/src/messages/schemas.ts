import { z } from 'zod';
import type { ValueOf } from '../common/labelled.ts';

/** What a system message is about; every state change a visitor should know of leaves one. */
export const MessageKind = {
  reservation: 'reservation',
  application: 'application',
  donation: 'donation',
  order: 'order',
  account: 'account',
  /** A notice the museum sends to every visitor. */
  notice: 'notice',
} as const;
export type MessageKind = ValueOf<typeof MessageKind>;

export const systemMessageSchema = z.object({
  id: z.number(),
  kind: z.enum(MessageKind),
  title: z.string(),
  content: z.string(),
  /** A site route the message is about (e.g. /userCenter/bookings), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;
