import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import type { SessionStore } from './sessions.ts';
import { users } from './tables.ts';

/**
 * Clears a closing account's personal data inside a transaction and has every other feature remove or anonymise
 * what it holds (the `accountClosing` handlers of features/index.ts).
 */
export async function closeAccountIn(ctx: AppContext, tx: Transaction, userId: number) {
  const now = ctx.clock.now();
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
  await ctx.events.accountClosing(tx, userId);
}

/** Once the closing transaction has committed: the sessions end and the other features clean up their files. */
export async function afterAccountClosed(ctx: AppContext, sessions: SessionStore, userId: number) {
  await sessions.revokeAll(userId);
  await ctx.events.accountClosed(userId);
}

/**
 * Closes an account (docs/PRODUCT.md "Personal data"): the row stays so other records keep their reference, but
 * every personal field is cleared, the phone and WeChat ids are freed for a new account, all sessions end, and
 * the other features remove what they hold (favourites and likes, uploaded files with the avatar, ...).
 */
export async function closeAccount(ctx: AppContext, sessions: SessionStore, userId: number) {
  await ctx.db.transaction((tx) => closeAccountIn(ctx, tx, userId));
  await afterAccountClosed(ctx, sessions, userId);
}
