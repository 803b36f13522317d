import {
  AccountMessages,
  API_BASE,
  ContentMessages,
  EntryMessages,
  Messages,
  QueryMessages,
  RequestMessages,
} from '@museum/shared';
import {
  AccountMessagesEn,
  ContentMessagesEn,
  englishOf,
  MessagesEn,
  QueryMessagesEn,
} from '@museum/shared/english';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../src/features/accounts/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser, type TestUser } from './helpers/users.ts';

/**
 * The API's messages in English when the call asks for it (docs/PRODUCT.md "English"): bad input to every public
 * call, with `Accept-Language: en` and with `lang=en`, is refused in English; without a language, as the spec's
 * client calls, in Chinese as before. The calls are those of the OpenAPI document outside /admin/, so a new public
 * call fails here until it has its row.
 */

const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

interface Row {
  /** The address, with its bad parameters; the body, if any. */
  url: string;
  body?: unknown;
  /** Sent without the visitor's token (a call that needs one refuses it). */
  anonymous?: true;
  /** No input to get wrong: its success message is checked instead. */
  succeeds?: true;
  /** The exact answers, Chinese and English, where the row pins them. */
  zh?: string;
  en?: string;
}

/** Every public call, by method and OpenAPI path, and the bad input it is sent. */
const ROWS: Record<string, Row> = {
  // site
  'GET /prod-api/health': { url: '/prod-api/health', succeeds: true },
  'GET /prod-api/client/site/settings': { url: '/prod-api/client/site/settings', succeeds: true },
  // accounts
  'GET /prod-api/captchaImage': { url: '/prod-api/captchaImage', succeeds: true },
  'GET /prod-api/common/sms/send': {
    url: '/prod-api/common/sms/send?phone=12345&type=signIn',
    zh: Messages.phoneInvalid,
    en: MessagesEn.phoneInvalid,
  },
  'GET /prod-api/client/checkExist/{value}': { url: '/prod-api/client/checkExist/12345' },
  'POST /prod-api/client/signIn': {
    url: '/prod-api/client/signIn',
    body: {},
    zh: Messages.phoneRequired,
    en: 'Please enter your mobile number',
  },
  'POST /prod-api/client/smsSignIn': { url: '/prod-api/client/smsSignIn', body: { phone: '13800138000' } },
  'GET /prod-api/client/signOut': { url: '/prod-api/client/signOut', succeeds: true },
  'POST /prod-api/client/signUp': {
    url: '/prod-api/client/signUp',
    body: { phone: '13800138000', password: 'weak', smsCode: '123456', checked: true },
    zh: Messages.passwordInvalid,
    en: MessagesEn.passwordInvalid,
  },
  'PUT /prod-api/client/findPwd': { url: '/prod-api/client/findPwd', body: { phone: '13800138000' } },
  'GET /prod-api/client/getInfo': {
    url: '/prod-api/client/getInfo',
    anonymous: true,
    zh: Messages.sessionInvalid,
    en: MessagesEn.sessionInvalid,
  },
  'PUT /prod-api/client/account': {
    url: '/prod-api/client/account',
    body: {},
    zh: AccountMessages.nothingToUpdate,
    en: AccountMessagesEn.nothingToUpdate,
  },
  'DELETE /prod-api/client/account': { url: '/prod-api/client/account', body: {} },
  'PUT /prod-api/client/changePwd': { url: '/prod-api/client/changePwd', body: {} },
  'PUT /prod-api/client/changePhone': { url: '/prod-api/client/changePhone', body: { phone: '1' } },
  'PUT /prod-api/client/account/authentication': {
    url: '/prod-api/client/account/authentication',
    body: { truename: '王芳', card: '110101199001011234', idType: 9 },
  },
  'GET /prod-api/wechat/public/loginQrcode': { url: '/prod-api/wechat/public/loginQrcode?state=x' },
  'GET /prod-api/wechat/public/checkLogin': { url: '/prod-api/wechat/public/checkLogin?state=x' },
  'PUT /prod-api/client/account/wanShan': { url: '/prod-api/client/account/wanShan', body: {} },
  'GET /prod-api/wechat/public/simulator': { url: '/prod-api/wechat/public/simulator?state=x' },
  'POST /prod-api/wechat/public/simulator': { url: '/prod-api/wechat/public/simulator', body: {} },
  'GET /prod-api/dev/sms-outbox': { url: '/prod-api/dev/sms-outbox?phone=x' },
  'GET /prod-api/dev/captcha': {
    url: '/prod-api/dev/captcha?uuid=x',
    zh: AccountMessages.uuidInvalid,
    en: AccountMessagesEn.uuidInvalid,
  },
  // content
  'GET /prod-api/client/zhanlan/list': {
    url: '/prod-api/client/zhanlan/list?pageSize=abc',
    zh: QueryMessages.pageNotNumber('pageSize'),
    en: QueryMessagesEn.pageNotNumber('pageSize'),
  },
  'GET /prod-api/client/zhanlan/{id}': {
    url: '/prod-api/client/zhanlan/99999',
    zh: ContentMessages.exhibitionNotFound,
    en: ContentMessagesEn.exhibitionNotFound,
  },
  'GET /prod-api/client/education/list': { url: '/prod-api/client/education/list?status=9' },
  'GET /prod-api/client/education/{id}': { url: '/prod-api/client/education/0' },
  'GET /prod-api/client/yishujia/list': {
    url: '/prod-api/client/yishujia/list?ids=a,b',
    en: 'The artist ids (ids) must be numbers separated by commas, such as 1,2,3',
  },
  'GET /prod-api/client/yishujia/{id}': { url: '/prod-api/client/yishujia/99999' },
  'GET /prod-api/client/academic/list': { url: '/prod-api/client/academic/list?year=1800' },
  'GET /prod-api/client/academic/{id}': { url: '/prod-api/client/academic/abc' },
  'GET /prod-api/client/notice/list': { url: '/prod-api/client/notice/list?keyword=%00' },
  'GET /prod-api/client/notice/{id}': { url: '/prod-api/client/notice/99999' },
  'GET /prod-api/client/policy/list': {
    url: '/prod-api/client/policy/list?type=a%20b',
    zh: '政策类型格式不正确',
    en: 'The policy type is not valid',
  },
  'GET /prod-api/client/policy/{id}': { url: '/prod-api/client/policy/99999' },
  'GET /prod-api/client/affair/list': { url: '/prod-api/client/affair/list?status=7' },
  'GET /prod-api/client/affair/{id}': { url: '/prod-api/client/affair/99999' },
  'GET /prod-api/client/zhanlan/other': { url: '/prod-api/client/zhanlan/other?pageSize=99' },
  'GET /prod-api/client/yishujia/initials': { url: '/prod-api/client/yishujia/initials?category=%00' },
  'GET /prod-api/client/banner/list': { url: '/prod-api/client/banner/list?pageNum=0' },
  'GET /prod-api/client/cangpin/banner/list': { url: '/prod-api/client/cangpin/banner/list?pageSize=1000' },
  'GET /prod-api/client/dict': { url: '/prod-api/client/dict' },
  'GET /prod-api/client/link/list': { url: '/prod-api/client/link/list?pageSize=1.5' },
  // search
  'GET /prod-api/client/search': {
    url: '/prod-api/client/search?keyword=',
    zh: Messages.searchKeywordRequired,
    en: 'Please enter a search term',
  },
  // engagement
  'POST /prod-api/client/action': {
    url: '/prod-api/client/action',
    body: { module: 1, resId: 1, type: 'x' },
  },
  'DELETE /prod-api/client/action': { url: '/prod-api/client/action', body: {} },
  'GET /prod-api/client/action/state': { url: '/prod-api/client/action/state?module=9&resId=1' },
  'GET /prod-api/client/collect/list': { url: '/prod-api/client/collect/list?module=x' },
  'GET /prod-api/client/zhanlan/isdo/{id}': { url: '/prod-api/client/zhanlan/isdo/abc' },
  'GET /prod-api/client/cangpin/action/{id}': { url: '/prod-api/client/cangpin/action/!!' },
  'GET /prod-api/client/cangpin/isdo/{id}': { url: '/prod-api/client/cangpin/isdo/%20' },
  'POST /prod-api/client/saveLog': { url: '/prod-api/client/saveLog', body: { module: 1, resId: '' } },
  // venues
  'GET /prod-api/client/zhanting/allList': { url: '/prod-api/client/zhanting/allList?floor=9F' },
  'GET /prod-api/client/floor/list': { url: '/prod-api/client/floor/list', succeeds: true },
  // entry
  'GET /prod-api/client/entry/slot/list': { url: '/prod-api/client/entry/slot/list', succeeds: true },
  'GET /prod-api/client/entry/rules': { url: '/prod-api/client/entry/rules', succeeds: true },
  'GET /prod-api/client/entry/standing': { url: '/prod-api/client/entry/standing', anonymous: true },
  'POST /prod-api/client/entry/apply': {
    url: '/prod-api/client/entry/apply',
    body: {},
    zh: Messages.entryTimeRequired,
    en: MessagesEn.entryTimeRequired,
  },
  'GET /prod-api/client/entry/apply/list': { url: '/prod-api/client/entry/apply/list?pageNum=x' },
  'GET /prod-api/client/entry/apply/{id}': {
    url: '/prod-api/client/entry/apply/99999',
    zh: EntryMessages.notFound,
    en: 'The booking does not exist',
  },
  'PUT /prod-api/client/entry/apply/{id}/cancel': { url: '/prod-api/client/entry/apply/abc/cancel' },
  'POST /prod-api/client/entry/group': {
    url: '/prod-api/client/entry/group',
    body: { applyTime: '2026-13-40' },
  },
  'GET /prod-api/client/entry/group/list': { url: '/prod-api/client/entry/group/list?pageSize=0' },
  'GET /prod-api/client/entry/group/{id}': { url: '/prod-api/client/entry/group/99999' },
  'PUT /prod-api/client/entry/group/{id}/cancel': { url: '/prod-api/client/entry/group/99999/cancel' },
  // applications
  'GET /prod-api/client/venue/setting2': { url: '/prod-api/client/venue/setting2', succeeds: true },
  'POST /prod-api/client/venue/apply': { url: '/prod-api/client/venue/apply', body: {} },
  'GET /prod-api/client/venue/apply/{id}/files/{index}': { url: '/prod-api/client/venue/apply/1/files/x' },
  'GET /prod-api/client/venue/apply/list': { url: '/prod-api/client/venue/apply/list?pageNum=-1' },
  'GET /prod-api/client/venue/apply/{id}': { url: '/prod-api/client/venue/apply/99999' },
  'PUT /prod-api/client/venue/apply/{id}': { url: '/prod-api/client/venue/apply/99999' },
  'DELETE /prod-api/client/venue/apply/{id}': { url: '/prod-api/client/venue/apply/99999' },
  // donations
  'POST /prod-api/client/cangpin/report': { url: '/prod-api/client/cangpin/report', body: {} },
  'GET /prod-api/client/report/list': { url: '/prod-api/client/report/list?pageSize=abc' },
  'GET /prod-api/client/report/{id}/files/{index}': { url: '/prod-api/client/report/abc/files/0' },
  // orders
  'GET /prod-api/client/zhanlan/order/availability': {
    url: '/prod-api/client/zhanlan/order/availability?module=3',
  },
  'POST /prod-api/client/zhanlan/order': { url: '/prod-api/client/zhanlan/order', body: {} },
  'GET /prod-api/client/zhanlan/order/list': { url: '/prod-api/client/zhanlan/order/list?module=x' },
  'GET /prod-api/client/zhanlan/order/{id}': { url: '/prod-api/client/zhanlan/order/99999' },
  'PUT /prod-api/client/zhanlan/order/{id}/cancel': { url: '/prod-api/client/zhanlan/order/99999/cancel' },
  // messages
  'GET /prod-api/client/msg': { url: '/prod-api/client/msg?pageNum=x' },
  'GET /prod-api/client/msg/unRead': { url: '/prod-api/client/msg/unRead', anonymous: true },
  'PUT /prod-api/client/msg/readAll': { url: '/prod-api/client/msg/readAll', anonymous: true },
  'PUT /prod-api/client/msg/{id}/read': { url: '/prod-api/client/msg/99999/read' },
  // files
  'GET /prod-api/common/oss/sts': { url: '/prod-api/common/oss/sts?kind=x' },
  'POST /prod-api/common/oss/upload': { url: '/prod-api/common/oss/upload', body: {} },
  'GET /files/{*}': { url: '/files/uploads/nothing-here.png' },
  // the collection service (ICMS dialect: `message`)
  'GET /icmsApi/icmsRestController/getShareCulList': {
    url: '/icmsApi/icmsRestController/getShareCulList?pageIndex=x',
  },
  'GET /icmsApi/icmsRestController/getShareCulType': {
    url: '/icmsApi/icmsRestController/getShareCulType',
    succeeds: true,
  },
  'GET /icmsApi/icmsRestController/getShareCulDetail': {
    url: '/icmsApi/icmsRestController/getShareCulDetail?id=',
  },
  'GET /icmsApi/icmsRestController/getShareCulFieldAndDataList': {
    url: '/icmsApi/icmsRestController/getShareCulFieldAndDataList?pageSize=0',
  },
  // IIIF
  'GET /iiif/3/manifest/{culId}': { url: '/iiif/3/manifest/NOPE-1' },
  'GET /iiif/3/{id}': { url: '/iiif/3/NOPE-1_0' },
  'GET /iiif/3/{id}/info.json': { url: '/iiif/3/NOPE-1_0/info.json' },
  'GET /iiif/3/{id}/{region}/{size}/{rotation}/{quality}': { url: '/iiif/3/NOPE-1_0/full/max/0/default.jpg' },
};

let t: TestApp;
let visitor: TestUser;
let operations: string[];

beforeAll(async () => {
  t = await createTestApp({ API_DOCS: 'true' });
  visitor = await createSignedInUser(t);
  const document = (await t.app.inject({ url: `${API_BASE}/openapi.json` })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
  );
}, 120_000);
afterAll(() => t?.close());

type Asked = 'none' | 'header' | 'query';

/** The row's request, asking for English by the header or the query, or not at all; its message and code. */
async function send(call: string, row: Row, asked: Asked) {
  // A session of its own: one call (signing out) ends the session it is sent with.
  const token = await createSessionStore(t.db).create(visitor.id);
  const headers: Record<string, string> = row.anonymous ? {} : { authorization: `Bearer ${token}` };
  if (asked === 'header') headers['accept-language'] = 'en';
  const url = asked === 'query' ? `${row.url}${row.url.includes('?') ? '&' : '?'}lang=en` : row.url;
  const method = call.split(' ')[0] as InjectOptions['method'];
  const request: InjectOptions = { method, url, headers };
  if (row.body !== undefined) request.payload = row.body as object;
  const response = await t.app.inject(request);
  let answer: { code?: number; msg?: string; status?: number; message?: string };
  try {
    answer = response.json();
  } catch {
    answer = {};
  }
  const icms = answer.status !== undefined;
  return {
    code: icms ? (answer.status === 0 ? 200 : 500) : answer.code,
    msg: (icms ? answer.message : answer.msg) ?? '',
    type: String(response.headers['content-type']),
  };
}

/** Calls that answer a page (the demo's WeChat simulator, a Chinese page of its own) rather than the envelope. */
const PAGES = new Set(['GET /prod-api/wechat/public/simulator', 'POST /prod-api/wechat/public/simulator']);

describe('every public call', () => {
  it('has a row here (a new public call needs one)', () => {
    const publicCalls = operations.filter(
      (operation) => !operation.includes(`${API_BASE}/admin/`) && !operation.includes(`${API_BASE}/openapi`),
    );
    expect(publicCalls.length).toBeGreaterThan(80);
    expect(Object.keys(ROWS).sort()).toEqual(publicCalls.sort());
  });

  const calls = Object.entries(ROWS).filter(([call]) => !PAGES.has(call));

  it.each(calls)('%s: refused in English when asked, in Chinese otherwise', async (call, row) => {
    const zh = await send(call, row, 'none');
    const header = await send(call, row, 'header');
    const query = await send(call, row, 'query');
    for (const answer of [zh, header, query]) {
      expect(answer.type).toMatch(/json/);
      if (row.succeeds) expect(answer.code).toBe(200);
      else expect(answer.code).not.toBe(200);
    }
    // Chinese, as the spec's client always had it.
    expect(zh.msg).toMatch(CJK);
    if (row.zh) expect(zh.msg).toBe(row.zh);
    // English, whichever way it was asked for.
    expect(header.msg).not.toBe('');
    expect(header.msg).not.toMatch(CJK);
    expect(query.msg).toBe(header.msg);
    if (row.en) expect(header.msg).toBe(row.en);
  });

  it('answers a page in its own words (not the envelope)', async () => {
    for (const call of PAGES) {
      const response = await t.app.inject({
        method: call.split(' ')[0] as 'GET',
        url: ROWS[call]!.url,
        headers: { 'accept-language': 'en' },
      });
      expect(response.headers['content-type']).toMatch(/html/);
    }
  });
});

describe('the language asked for', () => {
  const list = '/prod-api/client/zhanlan/list?pageSize=abc';
  const zh = QueryMessages.pageNotNumber('pageSize');
  const en = QueryMessagesEn.pageNotNumber('pageSize');
  const msgOf = async (url: string, headers: Record<string, string> = {}) =>
    (await t.app.inject({ url, headers })).json().msg;

  it.each([
    ['en-US,en;q=0.9', en],
    ['en-GB', en],
    ['zh-CN,zh;q=0.9,en;q=0.8', zh],
    ['fr-FR,fr;q=0.9,en;q=0.5', en],
    ['fr-FR', zh],
    ['en;q=0', zh],
  ])('Accept-Language: %s', async (header, msg) => {
    expect(await msgOf(list, { 'accept-language': header })).toBe(msg);
  });

  it('lang= wins over the header', async () => {
    expect(await msgOf(`${list}&lang=zh`, { 'accept-language': 'en' })).toBe(zh);
    expect(await msgOf(`${list}&lang=en`, { 'accept-language': 'zh-CN' })).toBe(en);
  });

  it("writes zod's own messages in English, after what they concern", async () => {
    // A body that is no object: the schema has no message of its own for that, zod's says what is wrong.
    const sent = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/prod-api/client/saveLog', payload: [1], headers });
    const chinese = (await sent({})).json().msg as string;
    const english = (await sent({ 'accept-language': 'en' })).json().msg as string;
    expect(chinese).toMatch(/^请求体有误：/);
    expect(english).toMatch(/^The request body is not valid: .*object/);
    expect(english).not.toMatch(CJK);
  });

  it('says successes in English too, and in Chinese to the spec client', async () => {
    const headers = visitor.headers;
    expect((await t.api('GET', '/client/entry/standing', { headers })).msg).toBe(RequestMessages.done);
    expect(
      (await t.api('GET', '/client/entry/standing', { headers: { ...headers, 'accept-language': 'en' } }))
        .msg,
    ).toBe('Done');
    expect((await t.api('GET', '/client/zhanlan/list')).msg).toBe(RequestMessages.found);
    expect((await t.api('GET', '/client/zhanlan/list?lang=en')).msg).toBe('OK');
  });
});

describe('shared answers', () => {
  it('keep each language apart: an English answer is never served to the spec client', async () => {
    const shared = await createTestApp({ PUBLIC_CACHE_SECONDS: '30' });
    try {
      const list = '/client/zhanlan/list';
      expect((await shared.api('GET', `${list}?lang=en`)).msg).toBe('OK');
      expect((await shared.api('GET', list, { headers: { 'accept-language': 'en' } })).msg).toBe('OK');
      expect((await shared.api('GET', list)).msg).toBe(RequestMessages.found);
      expect((await shared.api('GET', `${list}?lang=en`)).msg).toBe('OK');
    } finally {
      await shared.close();
    }
  }, 60_000);
});

describe('names as typed', () => {
  it('keeps a visitor name inside an English message', () => {
    const named = EntryMessages.visitorBookedThatDay(EntryMessages.visitorNamed('王芳'));
    expect(englishOf(named)).toBe(
      "Visitor 王芳's document is already booked for this day. Each person can book once a day",
    );
    expect(englishOf(AccountMessages.attemptsLeft(AccountMessages.wrongCredentials, 2))).toBe(
      `${AccountMessagesEn.wrongCredentials}. 2 attempts left`,
    );
  });
});
