import { segment } from '../common/paths.ts';

/** The staff console's calls, relative to /prod-api (docs/PRODUCT.md "Staff console"). */
export const StaffPaths = {
  /** POST `{username, password, code, uuid}`: the captcha as for visitors; answers `data.token`. */
  login: '/admin/login',
  /** GET: the signed-in staff member, `{username, name, roles}`. */
  me: '/admin/me',
  /** PUT `{oldPassword, newPassword}`: any staff member's own password; their other sessions end. */
  myPassword: '/admin/me/password',
  /** POST: ends the current staff session. */
  logout: '/admin/logout',
  /** GET: staff accounts a page at a time; POST: a new one (admin). */
  staff: '/admin/staff',
  /** GET one staff account; PUT: name, roles, enabled, a new password (admin). */
  staffMember: (id: number | string) => `/admin/staff/${segment(id)}`,
  /** GET: the audit log, newest first (admin). */
  audit: '/admin/audit',
} as const;
