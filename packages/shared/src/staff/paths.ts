import { segment } from '../common/paths.ts';

/** The staff console's calls, relative to /prod-api (docs/PRODUCT.md "Staff console"). */
export const StaffPaths = {
  /** POST `{username, password, code, uuid}`: the captcha as for visitors; answers `data.token`. */
  login: '/admin/login',
  /**
   * POST `{ticket, code}`: the second step of a sign-in whose first step answered `{otpRequired: true, ticket}`;
   * `code` is the authenticator's 6 digits or one unused recovery code. Answers `data.token`.
   */
  loginOtp: '/admin/login/otp',
  /** GET: the signed-in staff member, `{username, name, roles, totpEnabled}`. */
  me: '/admin/me',
  /** PUT `{oldPassword, newPassword}`: any staff member's own password; their other sessions end. */
  myPassword: '/admin/me/password',
  /**
   * One's own time-based one-time codes (RFC 6238): POST `{password}` starts enrolment (answers the secret, an
   * otpauth URI and its QR as a data URL); PUT `{code}` confirms it with a first code and answers the recovery
   * codes, shown once; DELETE `{password}` turns it off.
   */
  myTotp: '/admin/me/totp',
  /** POST: ends the current staff session. */
  logout: '/admin/logout',
  /** GET: staff accounts a page at a time; POST: a new one (admin). */
  staff: '/admin/staff',
  /** GET one staff account; PUT: name, roles, enabled, a new password (admin; one's own at `myPassword`). */
  staffMember: (id: number | string) => `/admin/staff/${segment(id)}`,
  /**
   * DELETE: turns a staff member's one-time codes off, for one who lost the device (admin; audited). Not one's own:
   * `myTotp` asks for the password.
   */
  staffTotp: (id: number | string) => `/admin/staff/${segment(id)}/totp`,
  /** GET: the audit log, newest first (admin). */
  audit: '/admin/audit',
} as const;
