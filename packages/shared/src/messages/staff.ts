/** The museum's side of system messages: the paths, messages and schemas of its /admin/ calls. */

import { z } from 'zod';
import { textSchema } from '../common/validators.ts';

/** The museum's side of system messages. */
export const AdminMessagePaths = {
  /** POST `{title, content}` (reviewer, admin): one system message to every visitor. */
  broadcast: '/admin/messages/broadcast',
  /** GET (reviewer, admin): how many visitors a broadcast reaches, and how many broadcasts this hour still allows. */
  broadcastAudience: '/admin/messages/broadcast/audience',
} as const;

export const BROADCAST_TITLE_MAX_LENGTH = 100;
export const BROADCAST_CONTENT_MAX_LENGTH = 2000;

export const BroadcastMessages = {
  titleRequired: '请输入消息标题',
  titleOneLine: '消息标题不能换行',
  titleTooLong: `消息标题不能超过${BROADCAST_TITLE_MAX_LENGTH}个字`,
  contentRequired: '请输入消息内容',
  contentTooLong: `消息内容不能超过${BROADCAST_CONTENT_MAX_LENGTH}个字`,
  sent: (count: number) => `已向 ${count} 位观众发送消息`,
  tooMany: (limit: number, minutes: number) => `每小时最多群发 ${limit} 条消息，请 ${minutes} 分钟后再试`,
} as const;

const plainText = (required: string, tooLong: string, max: number) =>
  textSchema(required, required)
    .trim()
    .min(1, required)
    .refine((value) => [...value].length <= max, tooLong);

/**
 * POST /admin/messages/broadcast. Plain text: the site shows message content as text (markup is shown as typed,
 * never run).
 */
export const broadcastSchema = z.object(
  {
    title: plainText(
      BroadcastMessages.titleRequired,
      BroadcastMessages.titleTooLong,
      BROADCAST_TITLE_MAX_LENGTH,
    ).refine((value) => !/[\r\n]/.test(value), BroadcastMessages.titleOneLine),
    content: plainText(
      BroadcastMessages.contentRequired,
      BroadcastMessages.contentTooLong,
      BROADCAST_CONTENT_MAX_LENGTH,
    ),
  },
  { error: BroadcastMessages.titleRequired },
);
export type BroadcastInput = z.input<typeof broadcastSchema>;

/** How many visitors the broadcast reached. */
export const broadcastResultSchema = z.object({ count: z.number() });
export type BroadcastResult = z.infer<typeof broadcastResultSchema>;

/** GET /admin/messages/broadcast/audience: who a broadcast would reach now, and how many more this hour allows. */
export const broadcastAudienceSchema = z.object({
  /** Visitors it would reach (closed accounts aside). */
  count: z.number(),
  /** Broadcasts this staff member may still send in the current hour, of `limit`. */
  left: z.number(),
  limit: z.number(),
});
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>;
