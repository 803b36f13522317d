import { randomBytes } from 'node:crypto';

/** No 0/O or 1/I/L, so a code read aloud or typed at the desk is not misread. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Bytes at or above this are skipped, so every symbol is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length);

/** A random code for a ticket or an order: 12 symbols, about 59 bits. */
export function randomCode(length = 12): string {
  let code = '';
  while (code.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_LIMIT && code.length < length) code += ALPHABET[byte % ALPHABET.length];
    }
  }
  return code;
}
