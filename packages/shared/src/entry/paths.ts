import { segment } from '../common/paths.ts';

/** Timed entry (paths of our own: docs/spec §7 names the calls without paths). */
export const EntryPaths = {
  /** The days of the booking window with their places. */
  slots: '/client/entry/slot/list',
  /** The booking rules (docs/PRODUCT.md "The real crowd"), for the 预约须知. */
  rules: '/client/entry/rules',
  /** The signed-in visitor's no-shows and any bar (the personal centre). */
  standing: '/client/entry/standing',
  apply: '/client/entry/apply',
  list: '/client/entry/apply/list',
  detail: (id: number | string) => `/client/entry/apply/${segment(id)}`,
  cancel: (id: number | string) => `/client/entry/apply/${segment(id)}/cancel`,
  /** POST a group's application (docs/PRODUCT.md "Groups"). */
  group: '/client/entry/group',
  groupList: '/client/entry/group/list',
  groupDetail: (id: number | string) => `/client/entry/group/${segment(id)}`,
  groupCancel: (id: number | string) => `/client/entry/group/${segment(id)}/cancel`,
} as const;
