import { idCardCheckDigit, normaliseIdCard } from '@museum/shared';
import { eq } from 'drizzle-orm';
import { createSessionStore } from '../../src/features/accounts/sessions.ts';
import { users } from '../../src/features/accounts/tables.ts';
import { createPersonalDataCipher, loadPersonalDataKey } from '../../src/platform/crypto/personal-data.ts';
import type { TestApp } from './app.ts';

let phoneCounter = 0;
/** A phone number no other test in this process has used. */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneCounter).padStart(4, '0')}`;
}

export interface TestUser {
  id: number;
  phone: string;
  token: string;
  /** `{ authorization: 'Bearer ...' }` for `t.api(..., { headers })`. */
  headers: { authorization: string };
}

/**
 * A visitor created straight in the database with a live session, for tests of other domains.
 * `realName` also marks the account as verified with that name and ID number.
 */
export async function createSignedInUser(
  t: TestApp,
  options: { phone?: string; nickname?: string; realName?: { name: string; idCard: string } } = {},
): Promise<TestUser> {
  const phone = options.phone ?? uniquePhone();
  const [user] = await t.db
    .insert(users)
    .values({ phone, nickname: options.nickname ?? `观众${phone.slice(-4)}` })
    .returning({ id: users.id });
  if (options.realName) {
    const cipher = createPersonalDataCipher(
      loadPersonalDataKey({ configuredKey: t.config.personalDataKey, dataDir: t.config.dataDir }),
    );
    // Stored as verification stores it: one form per number.
    const idCard = normaliseIdCard(options.realName.idCard);
    await t.db
      .update(users)
      .set({
        realNameCipher: cipher.encrypt(options.realName.name),
        idCardCipher: cipher.encrypt(idCard),
        idCardHmac: cipher.fingerprint(idCard),
        realNameVerifiedAt: new Date(),
      })
      .where(eq(users.id, user!.id));
  }
  const token = await createSessionStore(t.db).create(user!.id);
  return { id: user!.id, phone, token, headers: { authorization: `Bearer ${token}` } };
}

/** Valid 18-digit test ID numbers (GB 11643 check digits), distinct per call. */
export function testIdCard(index: number): string {
  const body = `65010219800101${String(index % 1000).padStart(3, '0')}`;
  return body + idCardCheckDigit(body);
}
