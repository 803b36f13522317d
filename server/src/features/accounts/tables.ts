import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment, sessionColumns, timestamps } from '../../platform/db/columns.ts';

/** active: may sign in; suspended: refused by staff (docs/spec §6); deleted: closed and anonymised. */
export type AccountStatus = 'active' | 'suspended' | 'deleted';

export const users = pg.pgTable(
  'users',
  {
    id: pg.serial('id').primaryKey(),
    /** The phone is the username (docs/PRODUCT.md); null for a WeChat-only account until it completes its profile. */
    phone: pg.varchar('phone', { length: 11 }).unique(),
    passwordHash: pg.text('password_hash'),
    nickname: pg.varchar('nickname', { length: 30 }),
    avatar: pg.text('avatar'),
    /** Real-name verification: AES-GCM sealed values and the ID's HMAC (platform/crypto/personal-data.ts). */
    realNameCipher: pg.text('real_name_cipher'),
    idCardCipher: pg.text('id_card_cipher'),
    idCardHmac: pg.varchar('id_card_hmac', { length: 64 }).unique(),
    /** The verified document's type (IdType); null: a resident ID card, as every one verified before the others. */
    idType: pg.smallint('id_type'),
    realNameVerifiedAt: moment('real_name_verified_at'),
    /** WeChat identities: the unionid links accounts across the museum's WeChat apps; the openid is the fallback. */
    wechatUnionId: pg.varchar('wechat_union_id', { length: 64 }).unique(),
    wechatOpenId: pg.varchar('wechat_open_id', { length: 64 }).unique(),
    status: pg.varchar('status', { length: 16 }).$type<AccountStatus>().notNull().default('active'),
    deletedAt: moment('deleted_at'),
    ...timestamps(),
  },
  (t) => [pg.index('users_created_idx').on(t.createdAt)],
);

/** The visitor a row belongs to, if any (a booking the front desk made has none); it goes with the account row. */
export const optionalUserRef = () =>
  pg.integer('user_id').references(() => users.id, { onDelete: 'cascade' });

/** The visitor a row belongs to; it goes with the account row (which closing keeps, anonymised). */
export const userRef = () => optionalUserRef().notNull();

/** Visitors' sessions (sessionColumns). */
export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    ...sessionColumns(),
  },
  (t) => [pg.index('sessions_user_idx').on(t.userId)],
);

/**
 * Identities of the built-in WeChat simulator (docs/PRODUCT.md "WeChat"), each owned by the browser ("phone") that
 * created it, so a simulator page only ever offers its own phone's identities.
 */
export const wechatSimulatorUsers = pg.pgTable(
  'wechat_simulator_users',
  {
    id: pg.serial('id').primaryKey(),
    deviceId: pg.varchar('device_id', { length: 64 }).notNull(),
    openId: pg.varchar('open_id', { length: 64 }).notNull().unique(),
    unionId: pg.varchar('union_id', { length: 64 }).notNull().unique(),
    nickname: pg.varchar('nickname', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.index('wechat_simulator_users_device_idx').on(t.deviceId)],
);
