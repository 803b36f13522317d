import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { maskPhone } from '@museum/shared';

/** How long a code may take to reach the log after its send was answered. */
const WAIT_MS = 10_000;

/**
 * SMS codes read from a production server's log. In production the console provider keeps no outbox on the web
 * (no development route exists there); it writes each code to the log, with the phone masked by the logger. The
 * bench's phones differ in their last four digits within a run, so the masked phone names one of them.
 */
export interface SmsLog {
  /** The code of the next message of `type` to `phone`: ask before sending, then await after. */
  next(phone: string, type: string): Promise<string>;
}

export function readSmsLog(stdout: Readable): SmsLog {
  const waiting = new Map<string, ((code: string) => void)[]>();
  createInterface({ input: stdout }).on('line', (line) => {
    let entry: { msg?: unknown; phone?: unknown; type?: unknown };
    try {
      entry = JSON.parse(line);
    } catch {
      return;
    }
    if (typeof entry.msg !== 'string' || !entry.msg.startsWith('console SMS:')) return;
    const code = /验证码为(\d{6})/.exec(entry.msg)?.[1];
    const key = `${entry.phone}|${entry.type}`;
    const first = waiting.get(key)?.shift();
    if (code && first) first(code);
  });
  return {
    next(phone, type) {
      const key = `${maskPhone(phone)}|${type}`;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} SMS code for ${phone} in the log`)),
          WAIT_MS,
        );
        const queue = waiting.get(key) ?? [];
        queue.push((code) => {
          clearTimeout(timer);
          resolve(code);
        });
        waiting.set(key, queue);
      });
    },
  };
}
