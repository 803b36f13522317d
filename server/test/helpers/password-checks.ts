/**
 * Counts every password the server checks (argon2 verifications), so a test can prove a limit held before one was
 * checked. In the test file: `vi.mock('@node-rs/argon2', countingArgon2)` and read `passwordChecks.count`.
 */
export const passwordChecks = { count: 0 };

export async function countingArgon2(importOriginal: <T>() => Promise<T>) {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...original,
    verify: (...args: Parameters<typeof original.verify>) => {
      passwordChecks.count++;
      return original.verify(...args);
    },
  };
}
