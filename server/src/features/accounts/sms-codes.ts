import { randomInt } from 'node:crypto';
import { AccountMessages, type SmsType } from '@museum/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../platform/cache/index.ts';
import type { PersonalDataCipher } from '../../platform/crypto/personal-data.ts';
import { fail } from '../../platform/http/errors.ts';
import { networkOf } from '../../platform/http/network.ts';
import type { SmsProvider } from '../../platform/sms/index.ts';

/** docs/PRODUCT.md "Accounts": 6 digits, 5 minutes, single use, at most 5 wrong tries; 1 a minute, 5 an hour, 10 a day. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
export const SMS_MAX_WRONG_TRIES = 5;
export const SMS_PHONE_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 } as const;

/** Cache keys, exported so tests can step over the one-minute gap instead of waiting. */
export const smsKeys = {
  code: (type: SmsType, phone: string) => `sms:code:${type}:${phone}`,
  wrongTries: (type: SmsType, phone: string) => `sms:wrong:${type}:${phone}`,
  minuteGap: (phone: string) => `sms:gap:${phone}`,
  hour: (phone: string) => `sms:hour:${phone}`,
  day: (phone: string) => `sms:day:${phone}`,
  /** Per network: an IPv6 /64 is one client. */
  ip: (ip: string) => `sms:ip:${networkOf(ip)}`,
};

export interface SmsCodeService {
  /** Checks the limits, then sends a fresh code (replacing any earlier one of the same type). */
  send(phone: string, type: SmsType, ip: string): Promise<void>;
  /** Throws the visitor's message unless `code` is the live code; a matching code is spent. */
  verify(phone: string, type: SmsType, code: string): Promise<void>;
}

export function createSmsCodeService(deps: {
  cache: Cache;
  provider: SmsProvider;
  /** Codes are stored as keyed HMACs, never as the digits. */
  cipher: PersonalDataCipher;
  ipHourlyLimit: number;
  log: FastifyBaseLogger;
}): SmsCodeService {
  const { cache } = deps;
  const digest = (type: SmsType, phone: string, code: string) =>
    deps.cipher.fingerprint(`sms:${type}:${phone}:${code.trim()}`);

  async function checkLimits(phone: string, ip: string) {
    if ((await cache.increment(smsKeys.ip(ip), 3600)) > deps.ipHourlyLimit)
      throw fail(AccountMessages.smsIpLimit);
    if (!(await cache.setIfAbsent(smsKeys.minuteGap(phone), '1', 60))) {
      throw fail(AccountMessages.smsTooFrequent(Math.max(1, await cache.ttl(smsKeys.minuteGap(phone)))));
    }
    if ((await cache.increment(smsKeys.hour(phone), 3600)) > SMS_PHONE_LIMITS.perHour) {
      throw fail(AccountMessages.smsHourlyLimit);
    }
    if ((await cache.increment(smsKeys.day(phone), 24 * 3600)) > SMS_PHONE_LIMITS.perDay) {
      throw fail(AccountMessages.smsDailyLimit);
    }
  }

  return {
    async send(phone, type, ip) {
      await checkLimits(phone, ip);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await cache.set(smsKeys.code(type, phone), digest(type, phone, code), SMS_CODE_TTL_SECONDS);
      await cache.delete(smsKeys.wrongTries(type, phone));
      try {
        await deps.provider.send({ phone, type, code, ttlMinutes: SMS_CODE_TTL_SECONDS / 60 });
      } catch (error) {
        deps.log.error({ err: error, provider: deps.provider.kind }, 'SMS send failed');
        // Nothing reached the phone: let the visitor try again at once.
        await Promise.all([cache.delete(smsKeys.code(type, phone)), cache.delete(smsKeys.minuteGap(phone))]);
        throw fail(AccountMessages.smsSendFailed);
      }
    },

    async verify(phone, type, code) {
      const codeKey = smsKeys.code(type, phone);
      const stored = await cache.get(codeKey);
      if (!stored) throw fail(AccountMessages.smsCodeExpired);
      // Counted before comparing, in the step that decides: a burst compares at most SMS_MAX_WRONG_TRIES guesses.
      const triesKey = smsKeys.wrongTries(type, phone);
      const tries = await cache.countAttempt(
        triesKey,
        SMS_MAX_WRONG_TRIES,
        SMS_CODE_TTL_SECONDS,
        SMS_CODE_TTL_SECONDS,
      );
      const dead = async () => {
        await cache.delete(codeKey);
        return fail(AccountMessages.smsCodeTooManyTries);
      };
      if (tries > SMS_MAX_WRONG_TRIES) throw await dead();
      if (stored !== digest(type, phone, code)) {
        if (tries === SMS_MAX_WRONG_TRIES) throw await dead();
        throw fail(AccountMessages.smsCodeWrong);
      }
      // `take` makes the code single use even when two requests race with it.
      if ((await cache.take(codeKey)) !== stored) throw fail(AccountMessages.smsCodeExpired);
      await cache.delete(triesKey);
    },
  };
}
