import { AccountMessages } from '@museum/shared';
import type { Cache } from '../../platform/cache/index.ts';
import { fail } from '../../platform/http/errors.ts';
import { networkOf } from '../../platform/http/network.ts';

export interface LoginLockOptions {
  /** Wrong passwords of one account from one IP before that pair is locked. */
  maxFailures: number;
  /** Wrong passwords of one account from every IP together before the account's password sign-in is locked. */
  accountMaxFailures: number;
  lockMinutes: number;
  /**
   * Whose counters these are: the first part of their cache keys. Visitors' (the default) and staff's never mix,
   * so a name both use is locked for one of them only.
   */
  scope?: string;
  /** The lock messages (the visitors' by default, which point to SMS sign-in). */
  messages?: { locked: (minutes: number) => string; accountLocked: (minutes: number) => string };
}

/**
 * Password checks are limited per account-and-IP pair (the owner elsewhere, or by SMS, can still sign in while
 * one source cannot keep guessing) and per account across every IP (many sources cannot share the guessing).
 * Each attempt is counted before the password is checked, in one atomic step that also decides, so a burst
 * checks at most `maxFailures` passwords; a right password gives its attempt back.
 */
export function createLoginLock(cache: Cache, options: LoginLockOptions) {
  const lockSeconds = options.lockMinutes * 60;
  const scope = options.scope ?? 'login';
  const messages = options.messages ?? AccountMessages;
  const counters = (account: string, ip: string) => [
    {
      key: `${scope}:failures:${account}:${networkOf(ip)}`,
      limit: options.maxFailures,
      locked: messages.locked,
    },
    {
      key: `${scope}:failures:${account}`,
      limit: options.accountMaxFailures,
      locked: messages.accountLocked,
    },
  ];

  async function minutesLeft(key: string) {
    return Math.max(1, Math.ceil((await cache.ttl(key)) / 60));
  }

  return {
    /** Refuses at once when locked, before a captcha is spent; the deciding count is in `check`. */
    async assertNotLocked(account: string, ip: string) {
      for (const { key, limit, locked } of counters(account, ip)) {
        if (Number(await cache.get(key)) >= limit) throw fail(locked(await minutesLeft(key)));
      }
    },

    /**
     * Counts the attempt, then runs `verify` (the password check) unless a limit is reached; throws the
     * visitor's message unless it passes: attempts left, or the lock when this was the last one.
     */
    async check(
      account: string,
      ip: string,
      verify: () => Promise<boolean>,
      wrong: string = AccountMessages.wrongCredentials,
    ): Promise<void> {
      const limits = counters(account, ip);
      // One by one: an attempt refused by the pair's limit does not count against the account's.
      const counts: number[] = [];
      for (const { key, limit, locked } of limits) {
        const count = await cache.countAttempt(key, limit, lockSeconds, lockSeconds);
        if (count > limit) {
          await Promise.all(limits.slice(0, counts.length).map((l) => cache.releaseAttempt(l.key, l.limit)));
          throw fail(locked(await minutesLeft(key)));
        }
        counts.push(count);
      }
      const giveBack = () => Promise.all(limits.map(({ key, limit }) => cache.releaseAttempt(key, limit)));

      let passed: boolean;
      try {
        passed = await verify();
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (passed) {
        await giveBack();
        return;
      }
      const reached = limits.findIndex(({ limit }, i) => counts[i]! >= limit);
      if (reached >= 0) throw fail(limits[reached]!.locked(options.lockMinutes));
      throw fail(AccountMessages.attemptsLeft(wrong, options.maxFailures - counts[0]!));
    },

    /** The owner proved themselves another way (an SMS code): passwords may be tried again. */
    async clear(account: string, ip: string) {
      await Promise.all(counters(account, ip).map(({ key }) => cache.delete(key)));
    },
  };
}

export type LoginLock = ReturnType<typeof createLoginLock>;
