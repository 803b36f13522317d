import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { educationEvents, exhibitions } from '../src/features/content/tables.ts';
import { rebuildSearchIndex } from '../src/features/search/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser } from './helpers/users.ts';

// The server's own zone is UTC, as on most hosts; the museum keeps Beijing time.
process.env.TZ = 'UTC';

/** 2026-11-24 16:30 UTC: still the 24th on the server, already 00:30 on the 25th at the museum. */
const NOW = new Date('2026-11-24T16:30:00Z');
const MUSEUM_TODAY = '2026-11-25';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MUSEUM_TIMEZONE: 'Asia/Shanghai' }, undefined, () => NOW);
});
afterAll(() => t.close());

describe('one museum clock, whatever zone the server runs in', () => {
  it('agrees with itself: the server says the 24th, the museum says the 25th', () => {
    expect(NOW.getDate()).toBe(24);
    expect(t.ctx.clock.today()).toBe(MUSEUM_TODAY);
    expect(t.ctx.clock.at(MUSEUM_TODAY, '00:00').toISOString()).toBe('2026-11-24T16:00:00.000Z');
  });

  it('opens the booking window on the museum’s day', async () => {
    const slots = (await t.api('GET', '/client/entry/slot/list')).data;
    expect(slots[0]).toMatchObject({ day: MUSEUM_TODAY, dayShortDesc: '11月25日 周三', isOpen: true });
  });

  it('starts and ends exhibitions on the museum’s day, in lists, details and orders', async () => {
    const [opening, closed] = await t.db
      .insert(exhibitions)
      .values([
        {
          title: '今天开幕的展览',
          type: 'special',
          startDate: MUSEUM_TODAY,
          endDate: '2026-12-31',
          capacity: 20,
        },
        {
          title: '昨天闭幕的展览',
          type: 'special',
          startDate: '2026-10-01',
          endDate: '2026-11-24',
          capacity: 20,
        },
      ])
      .returning({ id: exhibitions.id });
    expect((await t.api('GET', `/client/zhanlan/${opening!.id}`)).data.status).toBe(1);
    expect((await t.api('GET', `/client/zhanlan/${closed!.id}`)).data.status).toBe(2);
    const ongoing = (await t.api('GET', '/client/zhanlan/list?status=1')).rows.map(
      (r: { id: number }) => r.id,
    );
    expect(ongoing).toContain(opening!.id);
    expect(ongoing).not.toContain(closed!.id);
    const closedOrder = await t.api('GET', `/client/zhanlan/order/availability?module=1&resId=${closed!.id}`);
    expect(closedOrder.data).toMatchObject({ bookable: false, reason: '该展览或活动已结束预约' });
  });

  it('asks a hosting period to start after the museum’s today', async () => {
    const user = await createSignedInUser(t);
    const apply = (startTime: string) =>
      t.api('POST', '/client/venue/apply', {
        headers: user.headers,
        payload: {
          startTime,
          endTime: '2026-12-20',
          people: '古丽娜尔',
          phone: '13912345678',
          fileUrl: '/files/uploads/0/plan.pdf',
          intro: '岩画与版画。',
        },
      });
    expect((await apply(MUSEUM_TODAY)).msg).toBe('举办开始日期须晚于今天');
    // The next day passes the date check and stops at the file, which is not the visitor's.
    expect((await apply('2026-11-26')).msg).toBe('只能提交您本人上传的文件');
  });

  it('dates a search hit in the museum’s time', async () => {
    await t.db.insert(educationEvents).values({
      title: '子夜观星讲座',
      type: 'lecture',
      audience: 'all',
      startAt: new Date('2026-11-24T16:10:00Z'),
      endAt: new Date('2026-11-24T17:10:00Z'),
      place: '报告厅',
    });
    await rebuildSearchIndex(t.db, t.ctx.clock);
    const hits = await t.api('GET', `/client/search?module=2&keyword=${encodeURIComponent('观星')}`);
    expect(hits.rows[0]).toMatchObject({ date: '2026.11.25 00:10' });
  });
});

describe('a museum in another zone', () => {
  let urumqi: TestApp;
  beforeAll(async () => {
    // 16:30 UTC is 22:30 in Ürümqi local time: still the 24th there.
    urumqi = await createTestApp({ MUSEUM_TIMEZONE: 'Asia/Urumqi' }, undefined, () => NOW);
  });
  afterAll(() => urumqi.close());

  it('counts its days by its own clock everywhere, not by Beijing time', async () => {
    expect(urumqi.ctx.clock.today()).toBe('2026-11-24');
    expect((await urumqi.api('GET', '/client/entry/slot/list')).data[0].day).toBe('2026-11-24');
    const [opening] = await urumqi.db
      .insert(exhibitions)
      .values({ title: '明天开幕的展览', type: 'special', startDate: MUSEUM_TODAY })
      .returning({ id: exhibitions.id });
    expect((await urumqi.api('GET', `/client/zhanlan/${opening!.id}`)).data.status).toBe(0);
  });
});
