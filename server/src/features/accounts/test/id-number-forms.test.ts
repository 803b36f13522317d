import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createSignedInUser, testIdCard } from '#test/helpers/users.ts';
import { normaliseLegacyIdCards } from '../legacy-id-cards.ts';
import { users } from '../tables.ts';

/**
 * A first-generation (15-digit) ID number and its 18-digit form are one person's one number: real-name
 * verification holds them as one, whichever is given first.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The 15-digit form of an 18-digit number born in the 1900s: without the century and the check digit. */
const fifteenDigitsOf = (id: string) => `${id.slice(0, 6)}${id.slice(8, 17)}`;

const verify = (token: string, card: string, truename = '王芳') =>
  t.api('PUT', '/client/account/authentication', {
    headers: { authorization: `Bearer ${token}` },
    payload: { truename, card, consent: true },
  });

describe('real-name verification with the two forms of one ID number', () => {
  it('refuses the 15-digit form of a number another account verified with 18 digits', async () => {
    const card = testIdCard(201);
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    expect(await verify(first.token, card)).toMatchObject({ code: 200 });
    expect(await verify(second.token, fifteenDigitsOf(card))).toEqual({
      code: 500,
      msg: '该身份证号已被其他账号实名认证，一个身份证号只能认证一个账号',
    });
  });

  it('refuses the 18-digit form of a number another account verified with 15 digits', async () => {
    const card = testIdCard(202);
    const first = await createSignedInUser(t);
    const second = await createSignedInUser(t);
    expect(await verify(first.token, fifteenDigitsOf(card))).toMatchObject({ code: 200 });
    expect((await verify(second.token, card)).msg).toBe(
      '该身份证号已被其他账号实名认证，一个身份证号只能认证一个账号',
    );
  });

  it('stores and shows a 15-digit number as its 18-digit form', async () => {
    const card = testIdCard(203);
    const visitor = await createSignedInUser(t);
    const body = await verify(visitor.token, fifteenDigitsOf(card));
    expect(body.data.user.idCard).toBe(`${card.slice(0, 4)}**********${card.slice(-4)}`);
    const [row] = await t.db.select().from(users).where(eq(users.id, visitor.id));
    expect(t.ctx.personalData.decrypt(row!.idCardCipher!)).toBe(card);
    expect(row!.idCardHmac).toBe(t.ctx.personalData.fingerprint(card));
  });
});

describe('numbers verified in the 15-digit form before both forms were held as one', () => {
  /** An account verified the old way: the 15-digit number encrypted and fingerprinted as given. */
  async function legacyVerified(fifteen: string) {
    const visitor = await createSignedInUser(t);
    const cipher = t.ctx.personalData;
    await t.db
      .update(users)
      .set({ idCardCipher: cipher.encrypt(fifteen), idCardHmac: cipher.fingerprint(fifteen) })
      .where(eq(users.id, visitor.id));
    return visitor;
  }

  it('are rewritten once as 18 digits at start, and a clash with the 18-digit form is left and counted', async () => {
    const card = testIdCard(204);
    const clashing = testIdCard(205);
    const legacy = await legacyVerified(fifteenDigitsOf(card));
    await legacyVerified(fifteenDigitsOf(clashing));
    const holder = await createSignedInUser(t);
    expect(await verify(holder.token, clashing)).toMatchObject({ code: 200 });

    expect(await normaliseLegacyIdCards(t.db, t.ctx.personalData)).toEqual({ rewritten: 1, conflicts: 1 });
    const [row] = await t.db.select().from(users).where(eq(users.id, legacy.id));
    expect(t.ctx.personalData.decrypt(row!.idCardCipher!)).toBe(card);
    expect(row!.idCardHmac).toBe(t.ctx.personalData.fingerprint(card));
    const other = await createSignedInUser(t);
    expect((await verify(other.token, card)).msg).toBe(
      '该身份证号已被其他账号实名认证，一个身份证号只能认证一个账号',
    );
    expect(await normaliseLegacyIdCards(t.db, t.ctx.personalData)).toBeNull();
  });
});
