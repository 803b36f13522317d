import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createSessionStore, hashPassword, verifyPassword } from '../features/accounts/index.ts';
import { users } from '../features/accounts/tables.ts';
import { createPersonalDataCipher, loadPersonalDataKey } from '../platform/crypto/personal-data.ts';
import type { Database } from '../platform/db/client.ts';
import type { SeedContext } from './context.ts';

/** The demo visitor documented in the README: signs in at once and can book, being real-name verified. */
export const DEMO_VISITOR = {
  phone: '13800000000',
  password: 'Museum2026',
  nickname: '天山观众',
  realName: '李文澜',
  /** A made-up number with a valid region, birth date and check digit. */
  idCard: '650102198805200022',
} as const;

export async function seedAccounts(ctx: SeedContext) {
  // A known password is a way in: never on a production installation.
  if (ctx.config.env === 'production') return;
  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_VISITOR.phone));
  if (existing) return;
  const cipher = createPersonalDataCipher(
    loadPersonalDataKey({ configuredKey: ctx.config.personalDataKey, dataDir: ctx.config.dataDir }),
  );
  await ctx.db.insert(users).values({
    phone: DEMO_VISITOR.phone,
    passwordHash: await hashPassword(DEMO_VISITOR.password),
    nickname: DEMO_VISITOR.nickname,
    realNameCipher: cipher.encrypt(DEMO_VISITOR.realName),
    idCardCipher: cipher.encrypt(DEMO_VISITOR.idCard),
    idCardHmac: cipher.fingerprint(DEMO_VISITOR.idCard),
    realNameVerifiedAt: ctx.clock.now(),
  });
}

/**
 * A data folder first used in development holds the demo visitor, whose password is in the README: started in
 * production, that account is suspended and signed out everywhere. Answers whether it had to be.
 */
export async function retireDemoVisitor(db: Database): Promise<boolean> {
  const [demo] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(eq(users.phone, DEMO_VISITOR.phone));
  if (demo?.status !== 'active' || !(await verifyPassword(demo.passwordHash, DEMO_VISITOR.password)))
    return false;
  // A password nobody knows, so the published one opens nothing even if staff re-enable the account.
  const unknowable = await hashPassword(randomBytes(32).toString('base64'));
  await db.update(users).set({ status: 'suspended', passwordHash: unknowable }).where(eq(users.id, demo.id));
  await createSessionStore(db).revokeAll(demo.id);
  return true;
}
