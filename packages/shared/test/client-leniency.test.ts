import { afterEach, describe, expect, it } from 'vitest';
import {
  actionBodySchema,
  daySchema,
  entryApplySchema,
  eventOrderSchema,
  idListSchema,
  idParamSchema,
  intSchema,
  museumDayOf,
  pageQuerySchema,
  setMuseumTimeZone,
  signUpSchema,
} from '../src/index.ts';

/** What the spec's own client (RuoYi-Vue with axios) sends, accepted as what it means; garbage still refused. */

const day = daySchema('请选择日期', '日期格式不正确');
afterEach(() => setMuseumTimeZone('Asia/Shanghai'));

describe('days', () => {
  it('takes a day, a day with a wall-clock time, and keeps the date it names', () => {
    expect(day.parse('2026-11-28')).toBe('2026-11-28');
    expect(day.parse('2026-11-28 00:00:00')).toBe('2026-11-28');
    expect(day.parse('2026-11-28 23:59')).toBe('2026-11-28');
    expect(day.parse('2026-11-28T09:30:00')).toBe('2026-11-28');
  });

  it('reads an instant as the museum day it falls on', () => {
    expect(day.parse('2026-11-27T16:00:00.000Z')).toBe('2026-11-28');
    expect(day.parse('2026-11-28T00:00:00+08:00')).toBe('2026-11-28');
    setMuseumTimeZone('Asia/Urumqi');
    expect(day.parse('2026-11-27T16:00:00.000Z')).toBe('2026-11-27');
    expect(museumDayOf(new Date('2026-11-27T18:00:00Z'))).toBe('2026-11-28');
  });

  it('still refuses what names no day', () => {
    for (const bad of ['2026-02-30 00:00:00', '2026-11-28 25:00', 'tomorrow', '2026/11/28', '2026-11-28T']) {
      expect(day.safeParse(bad).error?.issues[0]?.message, bad).toBe('日期格式不正确');
    }
  });
});

describe('numbers sent as text', () => {
  const age = intSchema('请输入年龄1~100', 1, 100);

  it('takes numeric text as the number', () => {
    expect(age.parse('30')).toBe(30);
    expect(age.parse(' 7 ')).toBe(7);
  });

  it('keeps the range and whole-number rules, and refuses text that is no number', () => {
    for (const bad of ['0', '101', '2.5', 'thirty', '', '1e2', true, null, [30]]) {
      expect(age.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it('takes a visitor of a booking with sex and age as text, sex 2 (unknown) included', () => {
    const parsed = entryApplySchema.parse({
      applyTime: '2026-11-28 00:00:00',
      users: [{ name: '王强', sex: '2', age: '30' }],
      phone: '13912345678',
    });
    expect(parsed).toMatchObject({ applyTime: '2026-11-28', users: [{ sex: 2, age: 30 }] });
  });

  it('takes signupType "0" at registration', () => {
    const body = { phone: '13912345678', password: 'Museum2026', smsCode: '123456', checked: true };
    expect(signUpSchema.parse({ ...body, signupType: '0' }).signupType).toBe(0);
    expect(signUpSchema.safeParse({ ...body, signupType: '1' }).success).toBe(false);
  });
});

describe('whole numbers of a query string or a path', () => {
  it('are read from their digits only, with the same messages as a body', () => {
    expect(pageQuerySchema.parse({ pageNum: ' 2 ', pageSize: '20' })).toEqual({ pageNum: 2, pageSize: 20 });
    expect(pageQuerySchema.parse({ pageNum: 2 })).toEqual({ pageNum: 2, pageSize: 10 });
    expect(idParamSchema.parse({ id: '7' })).toEqual({ id: 7 });
    // Once read as 1000, 16, 0 and 1.
    for (const bad of ['1e3', '0x10', ' ', 'true']) {
      expect(idParamSchema.safeParse({ id: bad }).error?.issues[0]?.message, bad).toBe('id 必须是数字');
    }
    expect(pageQuerySchema.safeParse({ pageSize: '2.5' }).error?.issues[0]?.message).toBe(
      '分页参数 pageSize 必须是正整数',
    );
  });
});

describe('module numbers sent as text', () => {
  it('takes an order and an action on content with the module as text', () => {
    const order = { module: '2', resId: '5', num: '1', people: '热依拉', phone: '13512345678' };
    expect(eventOrderSchema.parse(order)).toMatchObject({ module: 2, resId: 5, num: 1 });
    expect(eventOrderSchema.safeParse({ ...order, module: '3' }).error?.issues[0]?.message).toBe(
      '预约类型不正确',
    );
    expect(actionBodySchema.parse({ module: '4', resId: 9, type: 'like' })).toMatchObject({ module: 4 });
    for (const bad of [true, '1e0', '', '9']) {
      expect(actionBodySchema.safeParse({ module: bad, resId: 9, type: 'like' }).success, String(bad)).toBe(
        false,
      );
    }
  });
});

describe('lists of ids', () => {
  const ids = idListSchema('艺术家编号 ids ');
  it('takes the comma-separated string the spec keeps, an array of numbers or of numeric texts', () => {
    expect(ids.parse('1,2,3')).toEqual([1, 2, 3]);
    expect(ids.parse(' 4 , 5 ')).toEqual([4, 5]);
    expect(ids.parse([6, '7'])).toEqual([6, 7]);
    expect(ids.parse('')).toBeUndefined();
    expect(ids.parse(undefined)).toBeUndefined();
  });
  it('refuses anything else with one clear message', () => {
    for (const bad of ['1,,2', 'a', '1;2', [1, 'x'], 3, { 0: 1 }]) {
      expect(ids.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        '艺术家编号 ids 应为逗号分隔的编号，如 1,2,3',
      );
    }
  });
});
