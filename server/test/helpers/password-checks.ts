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

/** Sign-ins fired at one limit at once, and a password that is always wrong. */
export const SIGN_IN_BURST = 300;
export const WRONG_PASSWORD = 'Wrong2026x';
/** The captcha is single use and so throttles by itself; tests of the counters behind it turn it off. */
export const CAPTCHA_OFF = { CAPTCHA_ENABLED: 'false' };
