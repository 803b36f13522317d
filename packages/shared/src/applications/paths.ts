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

/** The museum's side: reviewers (and admins) list, read and decide applications (docs/PRODUCT.md "Staff console"). */
export const AdminApplicationPaths = {
  /** GET `?status=&keyword=&pageNum=&pageSize=`: newest first, with each one's age in days. */
  list: '/admin/applications',
  /** GET the detail, with the attached documents as staff links. */
  item: (id: number | string) => `/admin/applications/${segment(id)}`,
  /** PUT `{approve, reason}`: decides a pending application once. */
  review: (id: number | string) => `/admin/applications/${segment(id)}/review`,
  /** GET streams the application's attached file number `index` (from 0), for staff. */
  file: (id: number | string, index: number | string) =>
    `/admin/applications/${segment(id)}/files/${segment(index)}`,
} as const;
