import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedKeyFile } from '../../config.ts';

/**
 * Sensitive personal information (real names, ID numbers) is stored encrypted with AES-256-GCM, and an HMAC of
 * the normalised value is kept for uniqueness checks (docs/PRODUCT.md "Personal data"). Both keys derive from one
 * master key: PERSONAL_DATA_KEY (base64, 32 bytes) or, for the embedded default, a key generated once into DATA_DIR.
 */
export interface PersonalDataCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** Deterministic fingerprint for "one ID per account" and "one entry per ID per day". */
  fingerprint(value: string): string;
}

const VERSION = 'v1';

export function createPersonalDataCipher(masterKey: Buffer): PersonalDataCipher {
  if (masterKey.length !== 32) throw new Error('PERSONAL_DATA_KEY must be 32 bytes (base64)');
  const encryptionKey = Buffer.from(
    hkdfSync('sha256', masterKey, Buffer.alloc(0), 'museum personal data enc', 32),
  );
  const hmacKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'museum personal data mac', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        body.toString('base64url'),
      ].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined)
        throw new Error('unreadable personal data');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
    fingerprint(value) {
      return createHmac('sha256', hmacKey).update(value.trim().toUpperCase()).digest('hex');
    },
  };
}

/** The configured key, or one generated once into DATA_DIR/secrets for the embedded default. */
export function loadPersonalDataKey(options: { configuredKey?: string; dataDir: string }): Buffer {
  if (options.configuredKey) return Buffer.from(options.configuredKey, 'base64');
  const file = generatedKeyFile(options.dataDir);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
