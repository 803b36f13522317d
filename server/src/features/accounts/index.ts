import type { Feature } from '../../platform/feature.ts';
import type { AccountPorts } from './profile.ts';
import { purgeEndedSessions } from './retention.ts';
import { accountsRoutes } from './routes.ts';

export { type CaptchaService, createCaptchaService } from './captcha.ts';
export { normaliseLegacyIdCards } from './legacy-id-cards.ts';
export { createLoginLock, type LoginLock, type LoginLockOptions } from './login-lock.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export type { AccountPorts } from './profile.ts';
export { SECURITY_LOG_RETENTION_DAYS } from './retention.ts';
export { createSessionStore, type SessionStore } from './sessions.ts';
export { optionalUserRef, userRef } from './tables.ts';
export { lockVisitor, openAccountCount, openAccountIds, realNameOf } from './users.ts';

/** Visitors' accounts: sign-in, registration, profile, real name, WeChat, sessions. */
export const accountsFeature = (ports: AccountPorts): Feature => ({
  name: 'accounts',
  api: (app, ctx) => accountsRoutes(app, ctx, ports),
  retention: purgeEndedSessions,
});
