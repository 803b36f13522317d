/**
 * The staff console's own side: the staff session (a token of its own), sign-in with two-step verification,
 * staff accounts and roles, the audit log and one's own account. Screens are loaded by the console's routes.
 */
export { ChangePasswordDialog } from './dialogs/ChangePasswordDialog';
export { TotpDialog } from './dialogs/TotpDialog';
export { ROLE_LABELS } from './labels';
export { hasRole, type StaffSessionState, useStaffSession } from './session';
