import { segment } from '../common/paths.ts';

/** Exhibition-hosting applications (docs/spec §7: venue/*). */
export const ApplicationPaths = {
  /** The hosting rules and the halls one may apply for. */
  setting: '/client/venue/setting2',
  apply: '/client/venue/apply',
  list: '/client/venue/apply/list',
  /** GET the detail, PUT (no body) withdraws, DELETE removes a withdrawn or rejected one. */
  item: (id: number | string) => `/client/venue/apply/${segment(id)}`,
} as const;

/** A visitor's own application's attached file, opened by its owner only (GET streams the file). */
export const applicationFilePath = (id: number | string, index: number | string) =>
  `/client/venue/apply/${segment(id)}/files/${segment(index)}`;
