import { maskPhone, type SmsOutboxEntry } from '@museum/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../cache/index.ts';
import { type SmsMessage, type SmsNotice, type SmsProvider, smsText } from './provider.ts';

const OUTBOX_SIZE = 20;
const OUTBOX_TTL_SECONDS = 24 * 3600;
const outboxKey = (phone: string) => `sms:outbox:${phone}`;
const noticesKey = (phone: string) => `sms:notices:${phone}`;

export interface ConsoleSmsProvider extends SmsProvider {
  readonly kind: 'console';
  /** What was "sent" to a phone, newest first. */
  outbox(phone: string): Promise<SmsOutboxEntry[]>;
  /** The notices "sent" to a phone, newest first. */
  notices(phone: string): Promise<{ text: string; sentAt: string }[]>;
}

/**
 * Development and demo provider: writes each message to the log and to an outbox in the cache (so several
 * server processes share it), readable at GET /prod-api/dev/sms-outbox while this provider is active.
 */
export function createConsoleSmsProvider(
  cache: Cache,
  log: FastifyBaseLogger,
  signName: string,
): ConsoleSmsProvider {
  const read = async (phone: string): Promise<SmsOutboxEntry[]> => {
    const raw = await cache.get(outboxKey(phone));
    return raw ? (JSON.parse(raw) as SmsOutboxEntry[]) : [];
  };
  return {
    kind: 'console',
    async send(message: SmsMessage) {
      const entry: SmsOutboxEntry = {
        phone: message.phone,
        type: message.type,
        code: message.code,
        text: smsText(signName, message),
        sentAt: new Date().toISOString(),
      };
      const entries = [entry, ...(await read(message.phone))].slice(0, OUTBOX_SIZE);
      await cache.set(outboxKey(message.phone), JSON.stringify(entries), OUTBOX_TTL_SECONDS);
      log.info({ phone: message.phone, type: message.type }, `console SMS: ${entry.text}`);
    },
    outbox: read,
    async notify(notice: SmsNotice) {
      const raw = await cache.get(noticesKey(notice.phone));
      const earlier = raw ? (JSON.parse(raw) as { text: string; sentAt: string }[]) : [];
      const entries = [
        { text: `【${signName}】${notice.text}`, sentAt: new Date().toISOString() },
        ...earlier,
      ];
      await cache.set(
        noticesKey(notice.phone),
        JSON.stringify(entries.slice(0, OUTBOX_SIZE)),
        OUTBOX_TTL_SECONDS,
      );
      log.info({ phone: maskPhone(notice.phone) }, 'console SMS notice');
    },
    async notices(phone: string) {
      const raw = await cache.get(noticesKey(phone));
      return raw ? (JSON.parse(raw) as { text: string; sentAt: string }[]) : [];
    },
  };
}
