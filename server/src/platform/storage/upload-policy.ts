import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What a local upload policy allows: one visitor's (or staff member's) prefix, a kind (and type) of file, a size, until a time. */
export interface LocalPolicy {
  keyPrefix: string;
  userId: number;
  kind: string;
  maxSize: number;
  /** Unix seconds. */
  expire: number;
  /** Extensions admitted (all of the kind's, or those sharing the asked-for type); older policies lack it. */
  accept?: readonly string[];
  /**
   * A staff member's policy (then `userId` is the staff id): content files, counted against no visitor's quota
   * and recorded in no visitor's uploads.
   */
  staff?: boolean;
}

/**
 * The embedded default's stand-in for an S3 presigned POST: the policy travels as base64url JSON with an HMAC,
 * so the upload route trusts nothing the browser could change. The signing key is derived from the server's
 * master secret, so every process sharing DATA_DIR (or PERSONAL_DATA_KEY) accepts the same policies.
 */
export function createLocalPolicySigner(masterKey: Buffer) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'museum upload policy', 32));
  const sign = (encoded: string) => createHmac('sha256', key).update(encoded).digest('base64url');

  return {
    sign(policy: LocalPolicy): { policy: string; signature: string } {
      const encoded = Buffer.from(JSON.stringify(policy)).toString('base64url');
      return { policy: encoded, signature: sign(encoded) };
    },

    /** The policy when the signature holds, null otherwise (expiry is the caller's check). */
    verify(encoded: string | undefined, signature: string | undefined): LocalPolicy | null {
      if (!encoded || !signature) return null;
      const expected = Buffer.from(sign(encoded));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as LocalPolicy;
      } catch {
        return null;
      }
    },
  };
}

export type LocalPolicySigner = ReturnType<typeof createLocalPolicySigner>;
