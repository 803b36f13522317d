import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  totpCode,
  totpStep,
  totpUri,
} from './totp.ts';

/** RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to each hash's key size; codes of 8 digits. */
const SEEDS = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('gives the RFC test vectors at %i s', (seconds, sha1, sha256, sha512) => {
    const step = totpStep(new Date(seconds * 1000));
    expect(hotp(SEEDS.sha1, step, 8, 'sha1')).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, 8, 'sha256')).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, 8, 'sha512')).toBe(sha512);
  });

  it('gives the RFC 4226 HOTP values with 6 digits (appendix D)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583'];
    expect(expected.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(expected);
  });

  it('reads and writes base32 as authenticator apps do (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(Buffer.from('fooba'))).toBe('MZXW6YTB');
    expect(base32Encode(Buffer.from('f'))).toBe('MY');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(SEEDS.sha1))).toEqual(SEEDS.sha1);
    expect(() => base32Decode('MZ1W')).toThrow();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });

  it('matches a code of the current step or one either side, and names its step', () => {
    const secret = base32Encode(SEEDS.sha1);
    const at = new Date(1_111_111_111_000);
    const step = totpStep(at);
    const codeAt = (offset: number) => totpCode(secret, new Date(at.getTime() + offset * 30_000));
    expect(totpCode(secret, at)).toBe('050471');
    expect(matchTotp(secret, codeAt(0), at)).toBe(step);
    expect(matchTotp(secret, codeAt(-1), at)).toBe(step - 1);
    expect(matchTotp(secret, codeAt(1), at)).toBe(step + 1);
    expect(matchTotp(secret, codeAt(-2), at)).toBeNull();
    expect(matchTotp(secret, codeAt(2), at)).toBeNull();
    expect(matchTotp(secret, '12345', at)).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(totpUri('新疆艺术馆', 'chief', 'ABC')).toBe(
      'otpauth://totp/%E6%96%B0%E7%96%86%E8%89%BA%E6%9C%AF%E9%A6%86:chief?secret=ABC&issuer=%E6%96%B0%E7%96%86%E8%89%BA%E6%9C%AF%E9%A6%86',
    );
  });
});
