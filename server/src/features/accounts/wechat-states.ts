import type { Cache } from '../../platform/cache/index.ts';

/** A WeChat login state lives 5 minutes and signs in once (docs/PRODUCT.md "WeChat"). */
export const WECHAT_STATE_TTL_SECONDS = 5 * 60;

export type WechatLoginStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'failed';
export interface WechatLoginEntry {
  status: WechatLoginStatus;
  /** Set once confirmed. */
  userId?: number;
  /** Why a confirmation could not sign in (a suspended account), shown by checkLogin. */
  message?: string;
}

const key = (state: string) => `wechat:state:${state}`;
const spentKey = (state: string) => `wechat:spent:${state}`;

export function createWechatStates(cache: Cache) {
  return {
    /** False when the state was already used, even once spent: each QR code gets a fresh random state. */
    async open(state: string): Promise<boolean> {
      if (await cache.get(spentKey(state))) return false;
      return cache.setIfAbsent(key(state), JSON.stringify({ status: 'waiting' }), WECHAT_STATE_TTL_SECONDS);
    },

    async get(state: string): Promise<WechatLoginEntry | null> {
      const raw = await cache.get(key(state));
      return raw ? (JSON.parse(raw) as WechatLoginEntry) : null;
    },

    /** Moves the state on, keeping its original expiry; false when it has expired meanwhile. */
    async update(state: string, entry: WechatLoginEntry): Promise<boolean> {
      const seconds = await cache.ttl(key(state));
      if (seconds <= 0) return false;
      await cache.set(key(state), JSON.stringify(entry), seconds);
      return true;
    },

    /** True for exactly one caller: the poll that turns a confirmation into a session. */
    async spend(state: string): Promise<boolean> {
      const won = await cache.setIfAbsent(spentKey(state), '1', WECHAT_STATE_TTL_SECONDS);
      if (won) await cache.delete(key(state));
      return won;
    },
  };
}

export type WechatStates = ReturnType<typeof createWechatStates>;
