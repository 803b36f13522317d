import { Messages } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode } from '../src/features/accounts/test/support.ts';
import { exhibitions } from '../src/features/content/tables.ts';
import { pdfFile, uploaded } from '../src/features/files/test/fixtures.ts';
import { addDays } from '../src/platform/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard, uniquePhone } from './helpers/users.ts';

/**
 * What the spec's own client (RuoYi-Vue with axios) sends, each of which was once refused: numbers as the text of
 * a form field, a day with a time or as a JavaScript date, and a bodiless call with a JSON content type. Garbage
 * is still refused, with the same Chinese messages.
 */

let t: TestApp;
let idIndex = 700;
const PASSWORD = 'Museum2026';

function verifiedUser() {
  idIndex += 1;
  return createSignedInUser(t, { realName: { name: '买买提', idCard: testIdCard(idIndex) } });
}

/** The open days of the booking window after today, so the hour the test runs at does not matter. */
async function openDays(): Promise<string[]> {
  const slots = await t.api('GET', '/client/entry/slot/list');
  return slots.data.filter((s: any, i: number) => i > 0 && s.isOpen).map((s: any) => s.day);
}

function book(user: TestUser, payload: unknown) {
  return t.api('POST', '/client/entry/apply', { headers: user.headers, payload: payload as object });
}

/** Exhibitions on show that take bookings, one per title. */
async function exhibitionsTitled(...titles: string[]): Promise<number[]> {
  const today = t.ctx.clock.today();
  const on = { type: 'special', startDate: addDays(today, -10), endDate: addDays(today, 30), capacity: 10 };
  const rows = await t.db
    .insert(exhibitions)
    .values(titles.map((title) => ({ ...on, title, venue: '2F 二号展厅' })))
    .returning({ id: exhibitions.id });
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  t = await createTestApp({ ENTRY_DAILY_CAPACITY: '50' });
}, 120_000);
afterAll(() => t.close());

describe('numbers as text', () => {
  it('books visitors with sex and age as text, sex 2 (unknown) included', async () => {
    const [day] = await openDays();
    const body = await book(await verifiedUser(), {
      applyTime: day,
      users: [
        { name: '买买提', sex: '2', age: '30' },
        { name: '阿依古丽', sex: '0', age: ' 8 ' },
      ],
      phone: '13912345678',
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    expect(body.data.users).toEqual([
      { name: '买*提', sex: 2, age: 30 },
      { name: '阿**丽', sex: 0, age: 8 },
    ]);
  });

  it.each([
    [{ sex: '3', age: '30' }, Messages.sexRequired],
    [{ sex: 'x', age: '30' }, Messages.sexRequired],
    [{ sex: null, age: '30' }, Messages.sexRequired],
    [{ sex: '1', age: '30abc' }, Messages.ageRequired],
    [{ sex: '1', age: '' }, Messages.ageRequired],
    [{ sex: '1', age: ' ' }, Messages.ageRequired],
    [{ sex: '1', age: '1e1' }, Messages.ageRequired],
    [{ sex: '1', age: '0x1e' }, Messages.ageRequired],
    [{ sex: '1', age: null }, Messages.ageRequired],
    [{ sex: '1', age: '101' }, Messages.ageRequired],
    [{ sex: '1', age: true }, Messages.ageRequired],
  ])('still refuses a visitor %j with “%s”', async (visitor, message) => {
    const [day] = await openDays();
    const body = await book(await verifiedUser(), {
      applyTime: day,
      users: [{ name: '王强', ...visitor }],
      phone: '13912345678',
    });
    expect(body).toEqual({ code: 500, msg: message });
  });

  it('orders places with the module, the item and the count as text', async () => {
    const [id] = await exhibitionsTitled('丝路光影：新疆当代摄影展');
    const user = await createSignedInUser(t);
    const body = await t.api('POST', '/client/zhanlan/order', {
      headers: user.headers,
      payload: { module: '1', resId: String(id), num: '2', people: '热依拉', phone: '13512345678' },
    });
    expect(body.code, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ module: 1, resId: id, num: 2 });
    const refused = await t.api('POST', '/client/zhanlan/order', {
      headers: user.headers,
      payload: { module: '1.5', resId: String(id), num: '2', people: '热依拉', phone: '13512345678' },
    });
    expect(refused).toEqual({ code: 500, msg: '预约类型不正确' });
  });

  it('registers with signupType "0", and refuses any other kind', async () => {
    const phone = uniquePhone();
    const smsCode = await sendCode(t, phone, 'signUp');
    const signUp = (signupType: unknown) =>
      t.api('POST', '/client/signUp', {
        payload: { phone, password: PASSWORD, smsCode, checked: true, signupType },
      });
    expect(await signUp('1')).toEqual({ code: 500, msg: '注册方式有误' });
    expect(await signUp('0 abc')).toEqual({ code: 500, msg: '注册方式有误' });
    expect((await signUp('0')).code).toBe(200);
  });

  it('pages a list with the page numbers as text, and refuses text that is no page number', async () => {
    await exhibitionsTitled('第一展', '第二展', '第三展');
    const all = await t.api('GET', '/client/zhanlan/list?pageNum=1&pageSize=100');
    const second = await t.api('GET', '/client/zhanlan/list?pageNum=%202%20&pageSize=2');
    expect(second.code).toBe(200);
    expect(second.rows.map((r: any) => r.id)).toEqual(all.rows.slice(2, 4).map((r: any) => r.id));
    expect((await t.api('GET', '/client/zhanlan/list?pageSize=1e1')).msg).toBe(
      '分页参数 pageSize 必须是数字',
    );
    expect((await t.api('GET', '/client/zhanlan/list?pageNum=0x2')).msg).toBe('分页参数 pageNum 必须是数字');
    expect((await t.api('GET', '/client/zhanlan/list?pageNum=2abc')).msg).toBe('分页参数 pageNum 必须是数字');
    expect((await t.api('GET', '/client/zhanlan/list?pageNum=1.5')).msg).toBe(
      '分页参数 pageNum 必须是正整数',
    );
  });
});

describe('days with a time', () => {
  it('books a day given with a wall-clock time or as a JavaScript date (the museum day it falls on)', async () => {
    const [first, second] = await openDays();
    const midnightInChina = new Date(`${second}T00:00:00+08:00`).toISOString();
    for (const [applyTime, day] of [
      [`${first} 00:00:00`, first],
      [midnightInChina, second],
    ]) {
      const body = await book(await verifiedUser(), {
        applyTime,
        users: [{ name: '王强', sex: 1, age: 40 }],
        phone: '13912345678',
      });
      expect(body.code, JSON.stringify(body)).toBe(200);
      expect(body.data.applyTime).toBe(day);
    }
  });

  it.each(['2026-02-30 00:00:00', '2026-11-28 25:00:00', 'tomorrow', '2026/11/28'])(
    'still refuses %s',
    async (applyTime) => {
      const body = await book(await verifiedUser(), {
        applyTime,
        users: [{ name: '王强', sex: 1, age: 40 }],
        phone: '13912345678',
      });
      expect(body).toEqual({ code: 500, msg: '入馆日期格式不正确' });
    },
  );
});

describe('a JSON content type without a body', () => {
  const json = (headers: object, type: string) => ({ headers: { ...headers, 'content-type': type } });

  it('withdraws an application: an empty or blank JSON body is no body', async () => {
    const owner = await createSignedInUser(t);
    const fileUrl = await uploaded(t, owner, 'document', '办展方案.pdf', pdfFile());
    const start = addDays(t.ctx.clock.today(), 100);
    const apply = () =>
      t.api('POST', '/client/venue/apply', {
        headers: owner.headers,
        payload: {
          startTime: `${start} 00:00:00`,
          endTime: `${addDays(start, 20)} 00:00:00`,
          people: '古丽娜尔',
          phone: '13912345678',
          fileUrl,
          intro: '以天山南北的岩画与当代版画对话。',
        },
      });
    for (const [type, payload] of [
      ['application/json', undefined],
      ['application/json;charset=UTF-8', ''],
      ['application/json; charset=utf-8', ' \n '],
    ] as const) {
      const created = await apply();
      expect(created.code, JSON.stringify(created)).toBe(200);
      expect(created.data).toMatchObject({ startTime: start });
      const withdrawn = await t.api('PUT', `/client/venue/apply/${created.data.id}`, {
        ...json(owner.headers, type),
        ...(payload === undefined ? {} : { payload }),
      });
      expect(withdrawn.code, `${type} ${JSON.stringify(payload)}: ${JSON.stringify(withdrawn)}`).toBe(200);
      expect(withdrawn.data).toMatchObject({ status: 'withdrawn' });
    }
  });

  it('answers a call that needs a body with its own message, and invalid JSON as before', async () => {
    const user = await verifiedUser();
    for (const payload of [undefined, '', '  ']) {
      expect(
        await t.api('POST', '/client/entry/apply', {
          ...json(user.headers, 'application/json;charset=UTF-8'),
          ...(payload === undefined ? {} : { payload }),
        }),
      ).toEqual({ code: 500, msg: Messages.entryTimeRequired });
    }
    expect(
      await t.api('POST', '/client/signUp', { ...json(user.headers, 'application/json'), payload: '' }),
    ).toEqual({ code: 500, msg: Messages.phoneRequired });
    expect(
      await t.api('POST', '/client/entry/apply', {
        ...json(user.headers, 'application/json'),
        payload: '{"applyTime": ',
      }),
    ).toEqual({ code: 500, msg: '请求体不是有效的 JSON' });
  });
});
