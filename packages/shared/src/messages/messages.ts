/** What a visitor's system messages (the inbox) say, without their schemas (no zod). */
export const InboxMessages = {
  notFound: '消息不存在',
} as const;
