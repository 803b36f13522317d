import { segment } from '../common/paths.ts';

/** Favourites, likes and hit records (docs/spec §7). */
export const EngagementPaths = {
  /** POST records, DELETE withdraws a collect or like. */
  action: '/client/action',
  /** The signed-in visitor's collect/like state and the public counts of any item. */
  actionState: '/client/action/state',
  collectList: '/client/collect/list',
  collectionActionCounts: (id: number | string) => `/client/cangpin/action/${segment(id)}`,
  collectionIsdo: (id: number | string) => `/client/cangpin/isdo/${segment(id)}`,
  exhibitionIsdo: (id: number | string) => `/client/zhanlan/isdo/${segment(id)}`,
  saveLog: '/client/saveLog',
} as const;
