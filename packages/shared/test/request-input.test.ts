import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authenticationSchema,
  checkIdCard,
  culListQuerySchema,
  dictQuerySchema,
  donationReportSchema,
  entryApplySchema,
  eventOrderSchema,
  exhibitionListQuerySchema,
  exhibitionOtherQuerySchema,
  INT_MAX,
  idCardSchema,
  idParamSchema,
  intSchema,
  Messages,
  normaliseIdCard,
  orderAvailabilityQuerySchema,
  pageQuerySchema,
  phoneSchema,
  realNameSchema,
  searchQuerySchema,
  signInSchema,
  textSchema,
  venueApplySchema,
} from '../src/index.ts';

const NUL = '\u0000';
const HUGE = 2 ** 40;
const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const messagesAt = (schema: z.ZodType, value: unknown, path: string) =>
  (schema.safeParse(value).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === path)
    .map((issue) => issue.message);

describe('text of a request', () => {
  it('never holds a NUL byte, which the database cannot store', () => {
    expect(textSchema('请输入内容').safeParse(`a${NUL}b`).success).toBe(false);
    expect(firstMessage(textSchema('请输入内容'), `a${NUL}`)).toBe(Messages.textUnreadable);
    expect(firstMessage(textSchema('请输入内容', '内容格式不正确'), `a${NUL}`)).toBe('内容格式不正确');
    expect(textSchema('请输入内容').parse('山水 a\tb\n')).toBe('山水 a\tb\n');
  });

  it('answers a NUL with the field’s own message where it has one, before any other rule', () => {
    expect(firstMessage(phoneSchema, `1380013800${NUL}`)).toBe(Messages.phoneInvalid);
    expect(firstMessage(realNameSchema, `王芳${NUL}`)).toBe(Messages.textUnreadable);
    expect(firstMessage(idCardSchema, `11010519491231002${NUL}`)).toBe(Messages.idCardFormat);
    expect(firstMessage(exhibitionListQuerySchema, { keyword: `山水${NUL}` })).toBe('关键词格式不正确');
    expect(firstMessage(searchQuerySchema, { keyword: `山水${NUL}` })).toBe('搜索关键词格式不正确');
    expect(firstMessage(dictQuerySchema, { dictType: `a${NUL}` })).toBe('字典类型 dictType 格式不正确');
  });

  it('is refused in every string of the request schemas, top level or nested', () => {
    const text = `a${NUL}`;
    expect(messagesAt(signInSchema, { username: '13800138000', password: text }, 'password')).not.toEqual([]);
    expect(
      messagesAt(signInSchema, { username: '13800138000', password: 'x', uuid: text }, 'uuid'),
    ).not.toEqual([]);
    expect(messagesAt(authenticationSchema, { truename: text }, 'truename')).not.toEqual([]);
    expect(messagesAt(entryApplySchema, { applyTime: text }, 'applyTime')).not.toEqual([]);
    expect(messagesAt(entryApplySchema, { users: [{ name: text, sex: 1, age: 3 }] }, 'users.0.name')).toEqual(
      [Messages.textUnreadable],
    );
    for (const field of ['people', 'intro', 'fileUrl', 'type']) {
      expect(messagesAt(donationReportSchema, { [field]: text }, field)).not.toEqual([]);
    }
    for (const field of ['people', 'intro', 'fileUrl', 'startTime']) {
      expect(messagesAt(venueApplySchema, { [field]: text }, field)).not.toEqual([]);
    }
  });
});

describe('whole numbers of a request', () => {
  it('stay within PostgreSQL’s integer', () => {
    expect(INT_MAX).toBe(2 ** 31 - 1);
    expect(intSchema('数量不正确').parse(INT_MAX)).toBe(INT_MAX);
    expect(firstMessage(intSchema('数量不正确'), INT_MAX + 1)).toBe('数量不正确');
    expect(firstMessage(intSchema('数量不正确', 1, Number.MAX_SAFE_INTEGER), HUGE)).toBe('数量不正确');
    expect(intSchema('数量不正确').parse('42')).toBe(42);
    expect(firstMessage(intSchema('数量不正确'), String(HUGE))).toBe('数量不正确');
  });

  it('answer an id, a page or a filter beyond it with a clear message', () => {
    expect(firstMessage(idParamSchema, { id: String(HUGE) })).toBe('id 超出有效范围');
    expect(idParamSchema.parse({ id: String(INT_MAX) })).toEqual({ id: INT_MAX });
    expect(firstMessage(pageQuerySchema, { pageNum: String(HUGE) })).toBe('分页参数 pageNum 不能大于100000');
    expect(firstMessage(culListQuerySchema, { culCategory: String(HUGE) })).toBe(
      '藏品类别 culCategory 必须是正整数',
    );
    expect(firstMessage(exhibitionOtherQuerySchema, { id: String(HUGE) })).toBe('id 必须是正整数');
    expect(firstMessage(orderAvailabilityQuerySchema, { module: '1', resId: String(HUGE) })).toBe(
      '请选择要预约的展览或活动',
    );
    expect(messagesAt(eventOrderSchema, { resId: HUGE }, 'resId')).toEqual(['请选择要预约的展览或活动']);
    expect(messagesAt(venueApplySchema, { hallId: HUGE }, 'hallId')).toEqual([
      '所选展厅暂不接受办展申请，请重新选择',
    ]);
  });
});

describe('ID numbers', () => {
  it('are kept in one form: a 15-digit number becomes its 18-digit one', () => {
    // 110105 491231 002 is 110105 19491231 002 with the check digit X.
    expect(normaliseIdCard('110105491231002')).toBe('11010519491231002X');
    expect(checkIdCard(normaliseIdCard('110105491231002'))).toBeNull();
    expect(normaliseIdCard(' 11010519491231002x ')).toBe('11010519491231002X');
    expect(normaliseIdCard('11010519491231002X')).toBe('11010519491231002X');
  });

  it('arrive in that form from the schema, whichever form was typed', () => {
    expect(idCardSchema.parse('110105491231002')).toBe('11010519491231002X');
    expect(idCardSchema.parse('11010519491231002x')).toBe('11010519491231002X');
    expect(
      authenticationSchema.parse({ truename: '王芳', card: ' 110105491231002 ', consent: true }).card,
    ).toBe('11010519491231002X');
  });
});
