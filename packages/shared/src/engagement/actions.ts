import type { ValueOf } from '../common/labelled.ts';
/** Favourites (collect), likes and view counts of any content item: the actions, without their schemas. */
export const ActionType = { collect: 'collect', like: 'like' } as const;
export type ActionType = ValueOf<typeof ActionType>;
export const ACTION_TYPE_LABELS: Record<ActionType, string> = { collect: '收藏', like: '点赞' };
