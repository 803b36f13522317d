import { ACTION_TYPE_LABELS, type ActionType } from './actions.ts';

/** What favourites, likes and view counts say, without their schemas (no zod). */
export const EngagementMessages = {
  resIdRequired: '请指定内容 resId',
  resIdInvalid: '内容 resId 格式不正确',
  typeInvalid: '操作类型 type 只能是 collect（收藏）或 like（点赞）',
  /** The item is not (or no longer) published. */
  missing: '该内容不存在或已下线',
  added: (type: ActionType) => `${ACTION_TYPE_LABELS[type]}成功`,
  removed: (type: ActionType) => `已取消${ACTION_TYPE_LABELS[type]}`,
} as const;
