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
 * Development and demo provider: writes each message to the log, and outside production (`keepOutbox`) to an
 * outbox in the cache (so several server processes share it), readable at GET /prod-api/dev/sms-outbox. A demo
 * installation in production (ALLOW_CONSOLE_SMS) keeps no outbox: its codes are in the server's log only.
 */
export function createConsoleSmsProvider(
  cache: Cache,
  log: FastifyBaseLogger,
  signName: string,
  keepOutbox: boolean,
): ConsoleSmsProvider {
  const read = async (key: string) => {
    const raw = keepOutbox ? await cache.get(key) : null;
    return raw ? (JSON.parse(raw) as unknown[]) : [];
  };
  const keep = async (key: string, entry: unknown) => {
    if (!keepOutbox) return;
    const entries = [entry, ...(await read(key))].slice(0, OUTBOX_SIZE);
    await cache.set(key, JSON.stringify(entries), OUTBOX_TTL_SECONDS);
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
      await keep(outboxKey(message.phone), entry);
      // A warning: the code was not sent to any phone. The phone is masked by the logger, not the text.
      log.warn({ phone: message.phone, type: message.type }, `console SMS: ${entry.text}`);
    },
    outbox: async (phone) => (await read(outboxKey(phone))) as SmsOutboxEntry[],
    async notify(notice: SmsNotice) {
      await keep(noticesKey(notice.phone), {
        text: `【${signName}】${notice.text}`,
        sentAt: new Date().toISOString(),
      });
      log.info({ phone: maskPhone(notice.phone) }, 'console SMS notice');
    },
    notices: async (phone) => (await read(noticesKey(phone))) as { text: string; sentAt: string }[],
  };
}
