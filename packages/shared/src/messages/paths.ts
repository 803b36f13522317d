import { segment } from '../common/paths.ts';

/** System messages of the signed-in visitor (docs/spec §2, §7). */
export const MessagePaths = {
  list: '/client/msg',
  /** `data` is the count of unread messages: the side bar's dot. */
  unread: '/client/msg/unRead',
  read: (id: number | string) => `/client/msg/${segment(id)}/read`,
  readAll: '/client/msg/readAll',
} as const;
