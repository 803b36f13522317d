import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum settings: 19 MiB, 2 passes, 1 lane.
 * The parameters live in each PHC string, so raising them later keeps old hashes verifiable.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of no one's password: verifying against it costs the same time as a real check. */
const decoy = hash('decoy-password-never-matches', OPTIONS);

/** Runs a full verification even without a stored hash, so timing does not tell which phones exist. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
