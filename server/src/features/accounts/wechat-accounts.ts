import { randomInt } from 'node:crypto';
import { checkNickname } from '@museum/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import type { WechatIdentity } from '../../platform/wechat/open-platform.ts';
import { users } from './tables.ts';
import { assertActive, createUser, findByWechat, isUniqueViolation, type UserRow } from './users.ts';

/** A WeChat nickname when it suits our rule (emoji and symbols do not), a neutral one otherwise. */
export function wechatNickname(nickname: string | null | undefined): string {
  const trimmed = [...(nickname?.trim() ?? '')].slice(0, 20).join('');
  return checkNickname(trimmed) === null ? trimmed : `微信用户${randomInt(1000, 10_000)}`;
}

/**
 * The account a WeChat identity signs in to: the one linked by unionid (or openid), or a new WeChat-only account
 * without a phone, which must complete its profile before doing anything personal (docs/spec §6).
 */
export async function accountForWechat(
  db: Database,
  identity: WechatIdentity,
  museum: string,
): Promise<UserRow> {
  let user = await findByWechat(db, identity);
  if (!user) {
    try {
      user = await createUser(db, {
        phone: null,
        nickname: wechatNickname(identity.nickname),
        wechatOpenId: identity.openId,
        wechatUnionId: identity.unionId,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      user = await findByWechat(db, identity);
    }
  } else if (!user.wechatUnionId && identity.unionId) {
    // Linked by openid before WeChat started sending a unionid: remember it from now on.
    await db.update(users).set({ wechatUnionId: identity.unionId }).where(eq(users.id, user.id));
  }
  if (!user) throw new Error('WeChat account vanished while linking');
  assertActive(user, museum);
  return user;
}
