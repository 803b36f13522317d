import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import type { TestUser } from '#test/helpers/users.ts';
import { addDays, createMuseumClock } from '../../../platform/clock.ts';
import { seedServices } from '../../../seed/services.ts';
import { closeAccountIn } from '../../accounts/closing.ts';
import { ownerAndOtherWithFiles, visitorWithDocument } from '../../files/test/fixtures.ts';
import { systemMessages } from '../../messages/tables.ts';
import { floors, halls } from '../../venues/tables.ts';
import { venueApplications } from '../tables.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerPdf: string;
let ownerPng: string;
let otherPdf: string;
let openHallId: number;
let closedHallId: number;

const today = createMuseumClock('Asia/Shanghai').today();
const start = addDays(today, 100);
const end = addDays(today, 130);

function application(overrides: Record<string, unknown> = {}) {
  return {
    startTime: start,
    endTime: end,
    people: '古丽娜尔',
    phone: '13912345678',
    fileUrl: ownerPdf,
    intro: '以天山南北的岩画与当代版画对话，呈现游牧文化中的图像记忆。',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedServices({
    db: t.db,
    storage: t.storage,
    config: t.config,
    clock: t.ctx.clock,
    log: () => undefined,
  });
  await t.db
    .insert(floors)
    .values({ floor: '2F', sort: 3, width: 100, height: 60, outline: 'M0 0H100V60H0Z' })
    .onConflictDoNothing();
  const rect = { x: 0, y: 0, width: 10, height: 10 };
  const [open, closed] = await t.db
    .insert(halls)
    .values([
      { name: '测试二号厅', floor: '2F', area: 420, applicable: true, position: rect },
      { name: '测试常设厅', floor: '2F', area: 900, applicable: false, position: rect },
    ])
    .returning({ id: halls.id });
  openHallId = open!.id;
  closedHallId = closed!.id;
  ({ owner, other, ownerPdf, ownerPng, otherPdf } = await ownerAndOtherWithFiles(t));
});
afterAll(() => t.close());

/** The owner applies with a valid application but for `overrides`. */
const apply = (overrides: Parameters<typeof application>[0] = {}) =>
  t.api('POST', '/client/venue/apply', { headers: owner.headers, payload: application(overrides) });

describe('venue setting', () => {
  it('gives the rules and only the halls that can be applied for, without signing in', async () => {
    const body = await t.api('GET', '/client/venue/setting2');
    expect(body.code).toBe(200);
    expect(body.data.rules).toContain('申请材料');
    expect(body.data.fileTypes).toEqual(['docx', 'xlsx', 'pdf']);
    const ids = body.data.halls.map((h: any) => h.id);
    expect(ids).toContain(openHallId);
    expect(ids).not.toContain(closedHallId);
    expect(body.data.halls.find((h: any) => h.id === openHallId)).toMatchObject({
      name: '测试二号厅',
      floor: '2F',
      floorName: '二层',
      area: 420,
      applicable: true,
    });
  });
});

describe('hosting applications', () => {
  it('need a signed-in visitor', async () => {
    expect((await t.api('POST', '/client/venue/apply', { payload: application() })).code).toBe(401);
    expect((await t.api('GET', '/client/venue/apply/list')).code).toBe(401);
  });

  it.each([
    [{ startTime: '' }, '请选择举办时间'],
    [{ endTime: undefined }, '请选择举办时间'],
    [{ startTime: '2027-13-01' }, '举办日期格式不正确'],
    [{ endTime: start }, '结束日期须晚于开始日期'],
    [{ endTime: addDays(start, 400) }, '举办时间不能超过一年'],
    [{ people: '  ' }, '请输入联系人'],
    [{ people: '联'.repeat(31) }, '联系人不能超过30个字'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: '1391234567' }, '请输入正确的手机号'],
    [{ fileUrl: '' }, '请上传材料'],
    [{ fileUrl: undefined }, '请上传材料'],
    [{ intro: '' }, '请输入展览简介'],
    [{ intro: '展'.repeat(201) }, '简介不能超过200个字'],
    [{ hallId: 'A' }, '所选展厅暂不接受办展申请，请重新选择'],
  ])('refuses %j with “%s”', async (overrides, message) => {
    const body = await apply(overrides);
    expect(body).toEqual({ code: 500, msg: message });
  });

  it('refuses a holding period that does not start after today', async () => {
    const body = await apply({ startTime: today, endTime: addDays(today, 10) });
    expect(body).toEqual({ code: 500, msg: '举办开始日期须晚于今天' });
  });

  it('refuses a hall that cannot be applied for', async () => {
    const body = await apply({ hallId: closedHallId });
    expect(body).toEqual({ code: 500, msg: '所选展厅暂不接受办展申请，请重新选择' });
  });

  it('accepts only the visitor’s own uploaded document', async () => {
    const cases: [string, string][] = [
      [otherPdf, '只能提交您本人上传的文件'],
      [ownerPng, '文件格式不正确，请上传docx/xlsx/pdf格式文件!'],
      [
        `/files/uploads/${owner.id}/0000000000000000/1700000000000-never-uploaded.pdf`,
        '文件不存在或已过期，请重新上传',
      ],
      [`/files/uploads/${owner.id}/plan.pdf`, '文件地址无效，请重新上传'],
      ['https://example.com/plan.pdf', '文件地址无效，请重新上传'],
      ['/files/../secrets/personal-data.key', '文件地址无效，请重新上传'],
      [`${ownerPdf},${ownerPdf}`, '最多上传 1 个文件'],
    ];
    for (const [fileUrl, message] of cases) {
      const body = await apply({ fileUrl });
      expect(body).toEqual({ code: 500, msg: message });
    }
    expect((await t.api('GET', '/client/venue/apply/list', { headers: owner.headers })).total).toBe(0);
  });

  it('records an application, lists it, shows its detail and leaves a message', async () => {
    const body = await apply({ hallId: openHallId });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      startTime: start,
      endTime: end,
      people: '古**尔',
      phone: '139****5678',
      fileUrl: ownerPdf,
      files: [{ url: ownerPdf, name: '办展方案.pdf' }],
      intro: application().intro,
      hallId: openHallId,
      hallName: '测试二号厅',
      status: 'pending',
      reviewNote: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      canWithdraw: true,
      canDelete: false,
    });
    const list = await t.api('GET', '/client/venue/apply/list', { headers: owner.headers });
    expect(list.total).toBe(1);
    expect(list.rows[0]).toEqual(body.data);
    const detail = await t.api('GET', `/client/venue/apply/${body.data.id}`, { headers: owner.headers });
    expect(detail.data).toEqual(body.data);
    const messages = await t.api('GET', '/client/msg', { headers: owner.headers });
    expect(messages.rows[0]).toMatchObject({ kind: 'application', title: '办展申请已提交' });
  });

  it('withdraws a pending application once, then deletes it', async () => {
    const created = await apply();
    const id = created.data.id;
    expect(await t.api('DELETE', `/client/venue/apply/${id}`, { headers: owner.headers })).toEqual({
      code: 500,
      msg: '只有已撤回或未通过的申请可以删除',
    });
    // As the spec's own client sends it: a JSON content type and no body at all.
    const withdrawn = await t.api('PUT', `/client/venue/apply/${id}`, {
      headers: { ...owner.headers, 'content-type': 'application/json;charset=utf-8' },
    });
    expect(withdrawn.code).toBe(200);
    expect(withdrawn.data).toMatchObject({ status: 'withdrawn', canWithdraw: false, canDelete: true });
    expect((await t.api('GET', '/client/msg', { headers: owner.headers })).rows[0].title).toBe(
      '办展申请已撤回',
    );
    expect(await t.api('PUT', `/client/venue/apply/${id}`, { headers: owner.headers })).toEqual({
      code: 500,
      msg: '只有审核中的申请可以撤回',
    });
    expect((await t.api('DELETE', `/client/venue/apply/${id}`, { headers: owner.headers })).code).toBe(200);
    expect(await t.api('GET', `/client/venue/apply/${id}`, { headers: owner.headers })).toEqual({
      code: 500,
      msg: '申请记录不存在',
    });
  });

  it('lets nobody else see, withdraw or delete an application', async () => {
    const created = await apply();
    const id = created.data.id;
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect(await t.api(method, `/client/venue/apply/${id}`, { headers: other.headers })).toEqual({
        code: 500,
        msg: '申请记录不存在',
      });
    }
    expect((await t.api('GET', '/client/venue/apply/list', { headers: other.headers })).total).toBe(0);
    const still = await t.api('GET', `/client/venue/apply/${id}`, { headers: owner.headers });
    expect(still.data.status).toBe('pending');
  });

  it('limits how many applications wait for review at once', async () => {
    const { user, fileUrl } = await visitorWithDocument(t);
    for (let i = 0; i < 5; i += 1) {
      const body = await t.api('POST', '/client/venue/apply', {
        headers: user.headers,
        payload: application({ fileUrl }),
      });
      expect(body.code).toBe(200);
    }
    expect(
      await t.api('POST', '/client/venue/apply', {
        headers: user.headers,
        payload: application({ fileUrl }),
      }),
    ).toEqual({ code: 500, msg: '您已有 5 份申请正在审核中，请等待审核结果后再提交' });
  });

  it('keeps that limit when submissions race each other', async () => {
    const { user, fileUrl } = await visitorWithDocument(t);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.api('POST', '/client/venue/apply', { headers: user.headers, payload: application({ fileUrl }) }),
      ),
    );
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    const list = await t.api('GET', '/client/venue/apply/list?pageSize=20', { headers: user.headers });
    expect(list.total).toBe(5);
  });
});

describe('closing an account', () => {
  it('withdraws its pending applications, clears contact details and removes its messages', async () => {
    const { user, fileUrl } = await visitorWithDocument(t);
    const applied = await t.api('POST', '/client/venue/apply', {
      headers: user.headers,
      payload: application({ fileUrl }),
    });
    expect(applied.code).toBe(200);
    await t.db.transaction((tx) => closeAccountIn(t.ctx, tx, user.id));
    const [app] = await t.db
      .select()
      .from(venueApplications)
      .where(eq(venueApplications.id, applied.data.id));
    expect(app).toMatchObject({ status: 'withdrawn', people: '', phone: '' });
    expect(await t.db.select().from(systemMessages).where(eq(systemMessages.userId, user.id))).toEqual([]);
  });
});
