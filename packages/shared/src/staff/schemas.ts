import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import type { ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { blankToUndefined, optionalFlag, optionalKeyword } from '../common/query.ts';
import { daySchema, passwordSchema, textSchema } from '../common/validators.ts';
import { StaffMessages } from './messages.ts';

/**
 * What a staff member may do, one or more per person (docs/PRODUCT.md "Staff console"): `admin` everything,
 * staff accounts and roles included; `editor` all content; `frontdesk` entry calendar, check-in and the day's
 * bookings; `reviewer` applications, donation reports, orders and broadcast messages.
 */
export const StaffRole = {
  admin: 'admin',
  editor: 'editor',
  frontdesk: 'frontdesk',
  reviewer: 'reviewer',
} as const;
export type StaffRole = ValueOf<typeof StaffRole>;
export const STAFF_ROLES = Object.values(StaffRole);

/** The `action` of an audit row: what kind of change a staff member made. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'review',
  'status',
  'checkin',
  'calendar',
  'broadcast',
  'export',
  'staff',
  /**
   * A staff member signed in to the console (after the second step when one-time codes are on): `after.via`; or a
   * sign-in failed: `after.outcome`, one of SIGN_IN_FAILURES.
   */
  'signin',
  /** A reviewer opened a record that shows someone's full contact details. */
  'view',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * `after.outcome` of a failed sign-in's audit row: a wrong password or code, or the one that locked its step
 * (`after.via`: password or code). Never the password or the code typed.
 */
export const SIGN_IN_FAILURES = ['wrongPassword', 'wrongCode', 'locked'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

const jsonBody = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: StaffMessages.badBody });

/** Sign-in names: lower case, a letter first; typed in any case, kept in lower case. */
export const STAFF_USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const staffUsernameSchema = textSchema(StaffMessages.usernameRequired, StaffMessages.usernameInvalid)
  .trim()
  .toLowerCase()
  .min(1, StaffMessages.usernameRequired)
  .regex(STAFF_USERNAME_PATTERN, StaffMessages.usernameInvalid);

export const STAFF_NAME_MAX_LENGTH = 30;
/** Letters of any script, digits, spaces and a few joiners; no markup or control characters. */
const STAFF_NAME_PATTERN = /^[\p{L}\p{N}\p{M} _·\-.()（）]+$/u;
export const staffNameSchema = textSchema(StaffMessages.nameRequired, StaffMessages.nameInvalid)
  .trim()
  .min(1, StaffMessages.nameRequired)
  .refine(
    (name) => [...name].length <= STAFF_NAME_MAX_LENGTH && STAFF_NAME_PATTERN.test(name),
    StaffMessages.nameInvalid,
  );

export const staffRoleSchema = z.enum(StaffRole, { error: StaffMessages.roleInvalid });
/** One or more roles, each once, in a fixed order. */
export const staffRolesSchema = z
  .array(staffRoleSchema, { error: StaffMessages.rolesRequired })
  .min(1, StaffMessages.rolesRequired)
  .max(STAFF_ROLES.length * 2, StaffMessages.roleInvalid)
  .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role)));

/** POST /admin/login: the password as typed (the strength rule applies when it is set), the captcha as for visitors. */
export const staffLoginSchema = z.object(
  {
    username: textSchema(StaffMessages.usernameRequired, StaffMessages.wrongCredentials)
      .trim()
      .toLowerCase()
      .min(1, StaffMessages.usernameRequired)
      .max(64, StaffMessages.wrongCredentials),
    password: textSchema(Messages.passwordRequired)
      .min(1, Messages.passwordRequired)
      .max(64, StaffMessages.wrongCredentials),
    code: textSchema(Messages.codeRequired).trim().max(16).optional(),
    uuid: textSchema(Messages.codeRequired).trim().max(64).optional(),
  },
  { error: StaffMessages.badBody },
);
export type StaffLoginBody = z.input<typeof staffLoginSchema>;

/** data of POST /admin/login: a token, or (one-time codes on) a ticket for the second step. */
export const staffSignInResultSchema = z.union([
  z.object({ token: z.string() }),
  z.object({ otpRequired: z.literal(true), ticket: z.string() }),
]);
export type StaffSignInResult = z.infer<typeof staffSignInResultSchema>;

/** The 6 digits of an authenticator app, or a recovery code (`xxxx-xxxx`), as typed. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;
/**
 * Wrong codes a staff member may type (at sign-in or confirming an enrolment, from every network together) before
 * the code step locks for the sign-in lock's minutes. Only a right code clears the count, never a right password.
 */
export const OTP_MAX_FAILURES = 5;
const otpCodeSchema = textSchema(StaffMessages.otpRequired, StaffMessages.otpInvalid)
  .trim()
  .toLowerCase()
  .min(1, StaffMessages.otpRequired)
  .refine(
    (code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code),
    StaffMessages.otpInvalid,
  );

/** POST /admin/login/otp. */
export const staffLoginOtpSchema = jsonBody({
  ticket: textSchema(StaffMessages.otpExpired, StaffMessages.otpExpired)
    .trim()
    .min(1, StaffMessages.otpExpired)
    .max(128),
  code: otpCodeSchema,
});
export type StaffLoginOtpBody = z.input<typeof staffLoginOtpSchema>;

/** data of POST /admin/me/totp: what an authenticator app needs, until confirmed with a first code. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** A PNG data URL of the `uri`'s QR code. */
  qrCode: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

/** PUT /admin/me/totp: the first code from the app, which turns one-time codes on. */
export const confirmTotpSchema = jsonBody({
  code: textSchema(StaffMessages.otpRequired, StaffMessages.otpInvalid)
    .trim()
    .min(1, StaffMessages.otpRequired)
    .regex(TOTP_CODE_PATTERN, StaffMessages.otpInvalid),
});
export type ConfirmTotpBody = z.input<typeof confirmTotpSchema>;

/** data of PUT /admin/me/totp: ten single-use recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** One's current password, so that a borrowed session cannot change how one signs in. */
const currentPasswordSchema = jsonBody({
  password: textSchema(Messages.passwordRequired).min(1, Messages.passwordRequired).max(64),
});
/** POST /admin/me/totp: starts enrolment. */
export const startTotpSchema = currentPasswordSchema;
export type StartTotpBody = z.input<typeof startTotpSchema>;
/** DELETE /admin/me/totp. */
export const disableTotpSchema = currentPasswordSchema;
export type DisableTotpBody = z.input<typeof disableTotpSchema>;

/** data of GET /admin/me. */
export const staffProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(StaffRole)),
  totpEnabled: z.boolean(),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;

/** A staff account as admins see it (never its password). */
export const staffMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  roles: z.array(z.enum(StaffRole)),
  enabled: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /admin/staff: `keyword` in the username or name, one role, enabled or not. */
export const staffListQuerySchema = pageQuerySchema.extend({
  keyword: optionalKeyword,
  role: z.preprocess(blankToUndefined, staffRoleSchema.optional()),
  enabled: optionalFlag(StaffMessages.enabledInvalid),
});
export type StaffListQuery = z.input<typeof staffListQuerySchema>;

/** POST /admin/staff. The password follows the visitors' rule. */
export const createStaffSchema = jsonBody({
  username: staffUsernameSchema,
  name: staffNameSchema,
  password: passwordSchema,
  roles: staffRolesSchema,
});
export type CreateStaffBody = z.input<typeof createStaffSchema>;

/** PUT /admin/me/password: the current password proves it is the owner; the new one follows the visitor rule. */
export const changeOwnPasswordSchema = jsonBody({
  oldPassword: textSchema(StaffMessages.oldPasswordRequired)
    .min(1, StaffMessages.oldPasswordRequired)
    .max(64),
  newPassword: passwordSchema,
});
export type ChangeOwnPasswordBody = z.input<typeof changeOwnPasswordSchema>;

/**
 * PUT /admin/staff/{id}: any of these; a password given here replaces the old one and ends its sessions. One's own
 * password is refused here: PUT /admin/me/password asks for the current one.
 */
export const updateStaffSchema = jsonBody({
  name: staffNameSchema.optional(),
  roles: staffRolesSchema.optional(),
  enabled: z.boolean({ error: StaffMessages.enabledInvalid }).optional(),
  password: passwordSchema.optional(),
}).refine((body) => Object.values(body).some((value) => value !== undefined), StaffMessages.nothingToUpdate);
export type UpdateStaffBody = z.input<typeof updateStaffSchema>;

const optionalDay = z.preprocess(
  blankToUndefined,
  daySchema(StaffMessages.dayInvalid, StaffMessages.dayInvalid).optional(),
);

/**
 * GET /admin/audit: who (`username`), what (`action`, `module`), and when (`from`, `to`: days of the museum's time
 * zone, both included).
 */
export const auditQuerySchema = pageQuerySchema
  .extend({
    username: z.preprocess(
      blankToUndefined,
      textSchema(StaffMessages.usernameInvalid, StaffMessages.usernameInvalid)
        .trim()
        .toLowerCase()
        .max(32, StaffMessages.usernameInvalid)
        .optional(),
    ),
    action: z.preprocess(
      blankToUndefined,
      z.enum(AUDIT_ACTIONS, { error: StaffMessages.actionInvalid }).optional(),
    ),
    module: z.preprocess(
      blankToUndefined,
      textSchema(StaffMessages.moduleInvalid, StaffMessages.moduleInvalid)
        .trim()
        .max(32, StaffMessages.moduleInvalid)
        .regex(/^[\w-]+$/, StaffMessages.moduleInvalid)
        .optional(),
    ),
    from: optionalDay,
    to: optionalDay,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: StaffMessages.rangeInvalid,
    path: ['to'],
  });
export type AuditQuery = z.input<typeof auditQuerySchema>;

/** One row of the audit log: changed fields only, personal data masked, no password or token ever. */
export const auditEntrySchema = z.object({
  id: z.number(),
  /** Who: a staff username, `cli` for the staff command, `system` for the server itself. */
  username: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  module: z.string(),
  recordId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
