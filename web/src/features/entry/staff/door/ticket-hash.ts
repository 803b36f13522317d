import { normaliseTicketCode } from '@museum/shared';

/** The manifest's hash of a ticket code (packages/shared/src/entry/door.ts): SHA-256, lower-case hex. */
export async function ticketHash(code: string): Promise<string> {
  const bytes = new TextEncoder().encode(normaliseTicketCode(code));
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
