import { uploadMessages } from '@museum/shared';
import type { AppContext } from '../../platform/context.ts';
import { fail } from '../../platform/http/errors.ts';

/** A day's counters live past their museum day whatever the zone, and then go by themselves. */
const QUOTA_TTL_SECONDS = 2 * 24 * 3600;

/** Takes back what an upload counted, when it was not stored after all. */
export type GiveBack = () => Promise<void>;

/**
 * One visitor's uploads per museum day (UPLOAD_DAILY_FILES, UPLOAD_DAILY_MB; 0 turns a limit off). Each count is
 * one atomic increment of the cache that also decides, so a burst of uploads never stores more than the limit,
 * in-process or on Redis. What an upload counted is given back when it is refused or not stored, so the counters
 * hold stored uploads and those in progress.
 */
export function createUploadQuota({ cache, clock, config }: Pick<AppContext, 'cache' | 'clock' | 'config'>) {
  const { dailyFiles, dailyBytes } = config.uploads;

  async function count(key: string, amount: number, limit: number, message: string): Promise<GiveBack> {
    if (limit <= 0) return async () => undefined;
    const total = await cache.increment(key, QUOTA_TTL_SECONDS, amount);
    const giveBack = async () => {
      await cache.increment(key, QUOTA_TTL_SECONDS, -amount);
    };
    if (total > limit) {
      await giveBack();
      throw fail(message);
    }
    return giveBack;
  }
  // The day is read once per count: a give-back after midnight still goes to the day that counted it.
  const keyOf = (what: 'files' | 'bytes', userId: number) =>
    `upload:quota:${what}:${userId}:${clock.today()}`;

  return {
    /** Counts one more file of today's. */
    file: (userId: number) =>
      count(keyOf('files', userId), 1, dailyFiles, uploadMessages.dailyFilesReached(dailyFiles)),
    /** Counts `size` more bytes of today's. */
    bytes: (userId: number, size: number) =>
      count(
        keyOf('bytes', userId),
        size,
        dailyBytes,
        uploadMessages.dailyBytesReached(Math.round(dailyBytes / 1024 / 1024)),
      ),
  };
}

export type UploadQuota = ReturnType<typeof createUploadQuota>;
