import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, moment, sessionColumns, timestamps } from '../../platform/db/columns.ts';

/** active: may sign in; suspended: refused by staff (docs/spec §6); deleted: closed and anonymised. */
export type AccountStatus = 'active' | 'suspended' | 'deleted';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The phone is the username (docs/PRODUCT.md); null for a WeChat-only account until it completes its profile. */
    phone: varchar('phone', { length: 11 }).unique(),
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 30 }),
    avatar: text('avatar'),
    /** Real-name verification: AES-GCM sealed values and the ID's HMAC (platform/crypto/personal-data.ts). */
    realNameCipher: text('real_name_cipher'),
    idCardCipher: text('id_card_cipher'),
    idCardHmac: varchar('id_card_hmac', { length: 64 }).unique(),
    realNameVerifiedAt: moment('real_name_verified_at'),
    /** WeChat identities: the unionid links accounts across the museum's WeChat apps; the openid is the fallback. */
    wechatUnionId: varchar('wechat_union_id', { length: 64 }).unique(),
    wechatOpenId: varchar('wechat_open_id', { length: 64 }).unique(),
    status: varchar('status', { length: 16 }).$type<AccountStatus>().notNull().default('active'),
    deletedAt: moment('deleted_at'),
    ...timestamps(),
  },
  (t) => [index('users_created_idx').on(t.createdAt)],
);

/** The visitor a row belongs to; it goes with the account row (which closing keeps, anonymised). */
export const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Visitors' sessions (sessionColumns). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    ...sessionColumns(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Identities of the built-in WeChat simulator (docs/PRODUCT.md "WeChat"), each owned by the browser ("phone") that
 * created it, so a simulator page only ever offers its own phone's identities.
 */
export const wechatSimulatorUsers = pgTable(
  'wechat_simulator_users',
  {
    id: serial('id').primaryKey(),
    deviceId: varchar('device_id', { length: 64 }).notNull(),
    openId: varchar('open_id', { length: 64 }).notNull().unique(),
    unionId: varchar('union_id', { length: 64 }).notNull().unique(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wechat_simulator_users_device_idx').on(t.deviceId)],
);
