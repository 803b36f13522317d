import type { ValueOf } from './labelled.ts';
/** Content-type numbers (docs/spec §2): they open both the detail and the list screens. */
export const ContentType = {
  exhibition: 1,
  education: 2,
  collection: 3,
  artist: 4,
  academic: 5,
  notice: 6,
  policy: 7,
  affair: 8,
} as const;
export type ContentType = ValueOf<typeof ContentType>;
export const CONTENT_TYPES = Object.values(ContentType);

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  1: '展览',
  2: '公共教育',
  3: '典藏',
  4: '艺术家',
  5: '学术',
  6: '公告',
  7: '政策法规',
  8: '馆务',
};
