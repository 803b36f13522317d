import type { Feature } from '../../platform/feature.ts';
import { purgeStaffRecords } from './retention.ts';
import { staffRoutes } from './routes.ts';
import { createStaffService } from './service.ts';

export {
  type AuditActor,
  type AuditRecord,
  auditedChange,
  CLI_ACTOR,
  openedWithAudit,
  recordAudit,
  SYSTEM_ACTOR,
} from './audit.ts';
export {
  changeStaffMember,
  createStaffMember,
  findStaffByUsername,
  listAllStaff,
  type NewStaff,
  type StaffChanges,
  type StaffRow,
} from './members.ts';
export { AUDIT_RETENTION_DAYS } from './retention.ts';
export { actorOf } from './service.ts';
export { createStaffSessionStore, revokeStaffSessions, type StaffSessionStore } from './sessions.ts';
export { turnOffTotp } from './totp.ts';

/** The staff console's foundation: staff accounts and roles, their sessions, and the audit log of their changes. */
export const staffFeature: Feature = {
  name: 'staff',
  api: (app, ctx) => staffRoutes(app, createStaffService(ctx)),
  retention: purgeStaffRecords,
};
