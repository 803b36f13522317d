import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  type ApiResult,
  apiResultSchema,
  CONTENT_TYPES,
  type EventOrder,
  eventOrderAnswerSchema,
  type ListResult,
  listResultSchema,
  type SearchResult,
  searchResultSchema,
  type UserProfile,
  type userProfileSchema,
} from '../src/index.ts';

const counts = Object.fromEntries(CONTENT_TYPES.map((module) => [module, 0]));

describe('envelopes', () => {
  it('accept a failure, which carries no data', () => {
    const schema = apiResultSchema(z.object({ token: z.string() }));
    expect(schema.safeParse({ code: 500, msg: '短信验证码错误' }).success).toBe(true);
    expect(schema.safeParse({ code: 200, msg: '登录成功', data: { token: 't' } }).success).toBe(true);
    expect(schema.safeParse({ code: 200, msg: '登录成功', data: { token: 1 } }).success).toBe(false);
  });

  it('check every row of a list', () => {
    const schema = listResultSchema(z.object({ id: z.number() }));
    expect(schema.safeParse({ code: 200, msg: '', total: 2, rows: [{ id: 1 }, { id: 2 }] }).success).toBe(
      true,
    );
    expect(schema.safeParse({ code: 200, msg: '', total: 2, rows: [{ id: 1 }, { id: '2' }] }).success).toBe(
      false,
    );
  });

  it('keep the generic types of the builders', () => {
    expectTypeOf<ApiResult<number>>().toEqualTypeOf<{
      code: number;
      msg: string;
      data?: number | undefined;
    }>();
    expectTypeOf<ListResult<string>>().toEqualTypeOf<{
      code: number;
      msg: string;
      total: number;
      rows: string[];
    }>();
    expectTypeOf<z.infer<ReturnType<typeof apiResultSchema<typeof userProfileSchema>>>>().toEqualTypeOf<
      ApiResult<UserProfile>
    >();
  });
});

describe('answers', () => {
  it('count search hits of every module, and of no other', () => {
    const page = { code: 200, msg: '查询成功', total: 0, rows: [], capped: [] };
    expect(searchResultSchema.safeParse({ ...page, counts }).success).toBe(true);
    expect(searchResultSchema.safeParse({ ...page, counts, capped: [1, 3] }).success).toBe(true);
    expect(searchResultSchema.safeParse({ ...page, counts, capped: [9] }).success).toBe(false);
    const { 8: _affairs, ...missing } = counts;
    expect(searchResultSchema.safeParse({ ...page, counts: missing }).success).toBe(false);
    expect(searchResultSchema.safeParse({ ...page, counts: { ...counts, 9: 0 } }).success).toBe(false);
    expectTypeOf<SearchResult['counts']>().toEqualTypeOf<Record<(typeof CONTENT_TYPES)[number], number>>();
  });

  it('keep an order to exhibitions and education events', () => {
    const order: EventOrder = {
      id: 1,
      module: 2,
      resId: 3,
      title: '周末亲子工作坊',
      place: null,
      startTime: null,
      endTime: null,
      num: 1,
      people: '热*',
      phone: '135****5678',
      orderCode: 'A1B2C3',
      status: 'booked',
      cancelReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      cancellable: true,
    };
    expect(eventOrderAnswerSchema.parse(order)).toEqual(order);
    expect(eventOrderAnswerSchema.safeParse({ ...order, module: 3 }).success).toBe(false);
    expect(eventOrderAnswerSchema.safeParse({ ...order, status: 'lost' }).success).toBe(false);
  });
});
