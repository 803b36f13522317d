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

/**
 * A second demo visitor, who cancelled three bookings on their visit days: barred from booking for no-shows
 * (docs/PRODUCT.md "No-shows"), so the bar, its message and its lifting in the console can be seen and tried.
 */
export const DEMO_BARRED_VISITOR = {
  phone: '13800000001',
  password: DEMO_VISITOR.password,
  nickname: '爽约观众',
  realName: '王晓川',
  idCard: '650103199001150016',
} as const;

const DEMO_VISITORS = [DEMO_VISITOR, DEMO_BARRED_VISITOR];

export const demoCipher = (ctx: SeedContext) =>
  createPersonalDataCipher(
    loadPersonalDataKey({ configuredKey: ctx.config.personalDataKey, dataDir: ctx.config.dataDir }),
  );

/** The demo visitors (none in production: a known password is a way in). */
export async function seedAccounts(ctx: SeedContext) {
  if (ctx.config.env === 'production') return;
  const cipher = demoCipher(ctx);
  for (const visitor of DEMO_VISITORS) {
    await ctx.db
      .insert(users)
      .values({
        phone: visitor.phone,
        passwordHash: await hashPassword(visitor.password),
        nickname: visitor.nickname,
        realNameCipher: cipher.encrypt(visitor.realName),
        idCardCipher: cipher.encrypt(visitor.idCard),
        idCardHmac: cipher.fingerprint(visitor.idCard),
        realNameVerifiedAt: ctx.clock.now(),
      })
      .onConflictDoNothing();
  }
}

/**
 * A data folder first used in development holds the demo visitors, whose password is in the README: started in
 * production, that account is suspended and signed out everywhere. Answers whether it had to be.
 */
export async function retireDemoVisitor(db: Database): Promise<boolean> {
  let retired = false;
  for (const visitor of DEMO_VISITORS) {
    const [demo] = await db
      .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
      .from(users)
      .where(eq(users.phone, visitor.phone));
    if (demo?.status !== 'active' || !(await verifyPassword(demo.passwordHash, visitor.password))) continue;
    // A password nobody knows, so the published one opens nothing even if staff re-enable the account.
    const unknowable = await hashPassword(randomBytes(32).toString('base64'));
    await db
      .update(users)
      .set({ status: 'suspended', passwordHash: unknowable })
      .where(eq(users.id, demo.id));
    await createSessionStore(db).revokeAll(demo.id);
    retired = true;
  }
  return retired;
}
