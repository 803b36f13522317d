import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { users } from './schema.ts';

/** How another domain removes or anonymises its share of a closing account's personal data. */
export type AccountDeletionStep = (tx: Transaction, userId: number) => Promise<void>;
const steps = new Set<AccountDeletionStep>();

/** Register once, at module scope; steps run inside the closing transaction. */
export function onAccountDeleted(step: AccountDeletionStep) {
  steps.add(step);
}

/** Work outside the database (stored files), done once the closing transaction has committed. */
export type AccountCleanup = (ctx: AppContext, userId: number) => Promise<void>;
const cleanups = new Set<AccountCleanup>();

/** Register once, at module scope; cleanups run after the account is closed, and a failure is only logged. */
export function afterAccountDeleted(cleanup: AccountCleanup) {
  cleanups.add(cleanup);
}

/** Runs the other domains' cleanups for an account closed by `closeAccountIn` (after its commit). */
export async function cleanUpClosedAccount(ctx: AppContext, userId: number) {
  for (const cleanup of cleanups) {
    await cleanup(ctx, userId).catch((error: unknown) => {
      ctx.log.warn({ err: error, userId }, 'could not clean up after a closed account');
    });
  }
}

/** Clears a closing account's personal data inside a transaction and runs the other domains' steps. */
export async function closeAccountIn(tx: Transaction, userId: number) {
  const now = new Date();
  await tx
    .update(users)
    .set({
      phone: null,
      passwordHash: null,
      nickname: null,
      avatar: null,
      realNameCipher: null,
      idCardCipher: null,
      idCardHmac: null,
      realNameVerifiedAt: null,
      wechatOpenId: null,
      wechatUnionId: null,
      status: 'deleted',
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  for (const step of steps) await step(tx, userId);
}

/**
 * Closes an account (PRODUCT.md "Personal data"): the row stays so other records keep their reference, but every
 * personal field is cleared, the phone and WeChat ids are freed for a new account, all sessions end, and the other
 * domains remove what they hold (favourites and likes, uploaded files, ...).
 */
export async function closeAccount(ctx: AppContext, userId: number, avatarKey: string | null) {
  await ctx.db.transaction((tx) => closeAccountIn(tx, userId));
  await ctx.sessions.revokeAll(userId);
  if (avatarKey) {
    await ctx.storage.delete(avatarKey).catch((error) => {
      ctx.log.warn({ err: error, userId }, 'could not remove a closed account avatar');
    });
  }
  await cleanUpClosedAccount(ctx, userId);
}
