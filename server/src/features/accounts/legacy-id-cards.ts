import { normaliseIdCard } from '@museum/shared';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { PersonalDataCipher } from '../../platform/crypto/personal-data.ts';
import type { Database } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { readMeta, writeMeta } from '../site/index.ts';
import { users } from './tables.ts';

const DONE_KEY = 'accounts.id-cards-18-digit';
const BATCH = 500;

/**
 * ID numbers verified in their old 15-digit form are rewritten once as the 18-digit number they stand for, so the
 * same person cannot hold a second account under the other form. Answers how many were rewritten, and how many
 * could not be because another account already holds the 18-digit form (left for staff to resolve).
 */
export async function normaliseLegacyIdCards(
  db: Database,
  cipher: PersonalDataCipher,
): Promise<{ rewritten: number; conflicts: number } | null> {
  if (await readMeta(db, DONE_KEY)) return null;
  let rewritten = 0;
  let conflicts = 0;
  for (let after = 0; ; ) {
    const batch = await db
      .select({ id: users.id, idCardCipher: users.idCardCipher })
      .from(users)
      .where(and(isNotNull(users.idCardCipher), gt(users.id, after)))
      .orderBy(users.id)
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    for (const user of batch) {
      const stored = cipher.decrypt(user.idCardCipher!);
      const full = normaliseIdCard(stored);
      if (full === stored) continue;
      try {
        await db
          .update(users)
          .set({ idCardCipher: cipher.encrypt(full), idCardHmac: cipher.fingerprint(full) })
          .where(eq(users.id, user.id));
        rewritten++;
      } catch (error) {
        if (uniqueViolation(error) === null) throw error;
        conflicts++;
      }
    }
  }
  await writeMeta(db, DONE_KEY, new Date().toISOString());
  return { rewritten, conflicts };
}
