import {
  AccountMessages,
  IdType,
  type Language,
  maskIdCard,
  maskName,
  type UserProfile,
} from '@museum/shared';
import { and, eq, ne, or } from 'drizzle-orm';
import type { PersonalDataCipher } from '../../platform/crypto/personal-data.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import { users } from './tables.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The nickname a new account starts with, in the language the visitor signed up in; never the whole phone, which
 * the header would show.
 */
export const defaultNickname = (phone: string, language: Language = 'zh') =>
  language === 'en' ? `Visitor ${phone.slice(-4)}` : `观众${phone.slice(-4)}`;

/** The live (not closed) account holding a phone; suspended ones are returned so callers can say so. */
export async function findByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findByWechat(
  db: Database,
  identity: { openId: string; unionId: string | null },
): Promise<UserRow | undefined> {
  // An account linked by openid before WeChat sent a unionid is still found by its openid; the unionid wins.
  const condition = identity.unionId
    ? or(eq(users.wechatUnionId, identity.unionId), eq(users.wechatOpenId, identity.openId))
    : eq(users.wechatOpenId, identity.openId);
  const rows = await db.select().from(users).where(condition).limit(2);
  return rows.find((row) => identity.unionId && row.wechatUnionId === identity.unionId) ?? rows[0];
}

export async function createUser(
  db: Database,
  values: Pick<
    typeof users.$inferInsert,
    'phone' | 'passwordHash' | 'nickname' | 'wechatOpenId' | 'wechatUnionId'
  >,
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Database, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.status, 'active')));
}

/**
 * The visitor's verified real name as bookings key it: when it was verified, its document's fingerprint, and the
 * name and document, still sealed.
 */
export async function realNameOf(db: Database, id: number) {
  const [row] = await db
    .select({
      verifiedAt: users.realNameVerifiedAt,
      idCardHmac: users.idCardHmac,
      realNameCipher: users.realNameCipher,
      idCardCipher: users.idCardCipher,
      idType: users.idType,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.verifiedAt && row.idCardHmac && row.realNameCipher && row.idCardCipher
    ? {
        verifiedAt: row.verifiedAt,
        idCardHmac: row.idCardHmac,
        realNameCipher: row.realNameCipher,
        idCardCipher: row.idCardCipher,
        idType: (row.idType ?? IdType.residentCard) as IdType,
      }
    : null;
}

/**
 * Locks the visitor's row until the transaction ends, so that a feature's writes for one visitor that race each
 * other (two applications at once) run one after the other and count each other.
 */
export async function lockVisitor(tx: Transaction, id: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

const notClosed = ne(users.status, 'deleted');

/** How many accounts are open (closed ones aside): who a notice to every visitor reaches. */
export const openAccountCount = (db: Database) => db.$count(users, notClosed);

/** The ids of the open accounts, as a query to select from (one INSERT ... SELECT however many there are). */
export const openAccountIds = (db: Database | Transaction) =>
  db.select({ id: users.id }).from(users).where(notClosed);

/** Suspended accounts are refused with a message; closed ones no longer hold a phone or WeChat id. */
export function assertActive(user: UserRow, museum: string) {
  if (user.status !== 'active') throw fail(AccountMessages.suspended(museum));
}

/** A unique index refused the write (the same phone, ID number or WeChat id raced in), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** `data.user` of getInfo: sensitive fields decrypted only to be masked (docs/PRODUCT.md "Personal data"). */
export function toProfile(user: UserRow, cipher: PersonalDataCipher): UserProfile {
  const verified = Boolean(user.realNameVerifiedAt && user.realNameCipher && user.idCardCipher);
  return {
    id: user.id,
    username: user.phone,
    nickname: user.nickname,
    avatar: user.avatar,
    realNameVerified: verified,
    realName: verified ? maskName(cipher.decrypt(user.realNameCipher!)) : null,
    idCard: verified ? maskIdCard(cipher.decrypt(user.idCardCipher!)) : null,
    idType: verified ? ((user.idType ?? IdType.residentCard) as IdType) : null,
    realNameVerifiedAt: verified ? user.realNameVerifiedAt!.toISOString() : null,
    hasPassword: Boolean(user.passwordHash),
    wechatBound: Boolean(user.wechatOpenId || user.wechatUnionId),
  };
}
