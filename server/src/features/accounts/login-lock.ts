import { AccountMessages } from '@museum/shared';
import type { Cache } from '../../platform/cache/index.ts';
import { fail } from '../../platform/http/errors.ts';

/**
 * Failed password checks lock the account-and-IP pair (docs/PRODUCT.md "Accounts"): the owner elsewhere, or by SMS,
 * can still sign in, while one source cannot keep guessing.
 */
export function createLoginLock(cache: Cache, options: { maxFailures: number; lockMinutes: number }) {
  const failuresKey = (phone: string, ip: string) => `login:failures:${phone}:${ip}`;
  const lockKey = (phone: string, ip: string) => `login:lock:${phone}:${ip}`;
  const lockSeconds = options.lockMinutes * 60;

  return {
    async assertNotLocked(phone: string, ip: string) {
      const seconds = await cache.ttl(lockKey(phone, ip));
      if (seconds > 0) throw fail(AccountMessages.locked(Math.ceil(seconds / 60)));
    },

    /** Counts a failure and throws the message: attempts left, or the lock when this was the last one. */
    async failed(
      phone: string,
      ip: string,
      message: string = AccountMessages.wrongCredentials,
    ): Promise<never> {
      const failures = await cache.increment(failuresKey(phone, ip), lockSeconds);
      if (failures >= options.maxFailures) {
        await cache.set(lockKey(phone, ip), '1', lockSeconds);
        await cache.delete(failuresKey(phone, ip));
        throw fail(AccountMessages.locked(options.lockMinutes));
      }
      throw fail(AccountMessages.attemptsLeft(message, options.maxFailures - failures));
    },

    async clear(phone: string, ip: string) {
      await Promise.all([cache.delete(failuresKey(phone, ip)), cache.delete(lockKey(phone, ip))]);
    },
  };
}

export type LoginLock = ReturnType<typeof createLoginLock>;
