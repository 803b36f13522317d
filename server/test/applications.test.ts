import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAccountIn } from '../src/modules/accounts/deletion.ts';
import { donationReports, venueApplications } from '../src/modules/applications/schema.ts';
import { systemMessages } from '../src/modules/messages/schema.ts';
import { addDays, museumNow } from '../src/modules/reservation/calendar.ts';
import { floors, halls } from '../src/modules/venues/schema.ts';
import { seedServices } from '../src/seed/services.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser, type TestUser } from './helpers/users.ts';
import { multipartBody, pdfFile, pngFile } from './uploads-fixtures.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerPdf: string;
let ownerPng: string;
let otherPdf: string;
let openHallId: number;
let closedHallId: number;

const today = museumNow('Asia/Shanghai').day;
const start = addDays(today, 100);
const end = addDays(today, 130);

/** Uploads a file the way the site does: policy, then a multipart post; answers its address. */
async function uploaded(user: TestUser, kind: string, name: string, body: Buffer): Promise<string> {
  const sts = (await t.api('GET', `/common/oss/sts?kind=${kind}`, { headers: user.headers })).data;
  const key = `${sts.keyPrefix}${Date.now()}-${name}`;
  const form = multipartBody({ ...sts.fields, key }, { name, type: 'application/octet-stream', body });
  const answer = (await t.app.inject({ method: 'POST', url: sts.url, ...form })).json();
  expect(answer.code).toBe(200);
  return `${sts.publicBaseUrl}${key}`;
}

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
  await seedServices({ db: t.db, storage: t.storage, config: t.config, log: () => undefined });
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
  owner = await createSignedInUser(t);
  other = await createSignedInUser(t);
  ownerPdf = await uploaded(owner, 'document', '办展方案.pdf', pdfFile());
  ownerPng = await uploaded(owner, 'media', '作品照片.png', await pngFile());
  otherPdf = await uploaded(other, 'document', 'plan.pdf', pdfFile());
});
afterAll(() => t.close());

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
    const body = await t.api('POST', '/client/venue/apply', {
      headers: owner.headers,
      payload: application(overrides),
    });
    expect(body).toEqual({ code: 500, msg: message });
  });

  it('refuses a holding period that does not start after today', async () => {
    const body = await t.api('POST', '/client/venue/apply', {
      headers: owner.headers,
      payload: application({ startTime: today, endTime: addDays(today, 10) }),
    });
    expect(body).toEqual({ code: 500, msg: '举办开始日期须晚于今天' });
  });

  it('refuses a hall that cannot be applied for', async () => {
    const body = await t.api('POST', '/client/venue/apply', {
      headers: owner.headers,
      payload: application({ hallId: closedHallId }),
    });
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
      const body = await t.api('POST', '/client/venue/apply', {
        headers: owner.headers,
        payload: application({ fileUrl }),
      });
      expect(body).toEqual({ code: 500, msg: message });
    }
    expect((await t.api('GET', '/client/venue/apply/list', { headers: owner.headers })).total).toBe(0);
  });

  it('records an application, lists it, shows its detail and leaves a message', async () => {
    const body = await t.api('POST', '/client/venue/apply', {
      headers: owner.headers,
      payload: application({ hallId: openHallId }),
    });
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
    const created = await t.api('POST', '/client/venue/apply', {
      headers: owner.headers,
      payload: application(),
    });
    const id = created.data.id;
    expect(await t.api('DELETE', `/client/venue/apply/${id}`, { headers: owner.headers })).toEqual({
      code: 500,
      msg: '只有已撤回或未通过的申请可以删除',
    });
    const withdrawn = await t.api('PUT', `/client/venue/apply/${id}`, { headers: owner.headers });
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
    const created = await t.api('POST', '/client/venue/apply', {
      headers: owner.headers,
      payload: application(),
    });
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
    const user = await createSignedInUser(t);
    const fileUrl = await uploaded(user, 'document', 'plan.pdf', pdfFile());
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
    const user = await createSignedInUser(t);
    const fileUrl = await uploaded(user, 'document', 'plan.pdf', pdfFile());
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

describe('donation reports', () => {
  const report = (overrides: Record<string, unknown> = {}) => ({
    type: '藏品捐赠',
    people: '马建国',
    phone: '13698765432',
    fileUrl: `${ownerPng},${ownerPdf}`,
    intro: '祖父收藏的一幅 1950 年代天山写生油画，布面，约 60×80 厘米，保存完好。',
    ...overrides,
  });

  it('need a signed-in visitor', async () => {
    expect((await t.api('POST', '/client/cangpin/report', { payload: report() })).code).toBe(401);
    expect((await t.api('GET', '/client/report/list')).code).toBe(401);
  });

  it.each([
    [{ type: '出售' }, '登记类型不正确'],
    [{ people: '' }, '请输入联系人'],
    [{ phone: '' }, '请输入手机号'],
    [{ phone: 'abc' }, '请输入正确的手机号'],
    [{ fileUrl: '' }, '请上传材料'],
    [{ intro: ' ' }, '请输入藏品简介'],
    [{ intro: '藏'.repeat(201) }, '简介不能超过200个字'],
  ])('refuse %j with “%s”', async (overrides, message) => {
    const body = await t.api('POST', '/client/cangpin/report', {
      headers: owner.headers,
      payload: report(overrides),
    });
    expect(body).toEqual({ code: 500, msg: message });
  });

  it('refuse another visitor’s file', async () => {
    const body = await t.api('POST', '/client/cangpin/report', {
      headers: owner.headers,
      payload: report({ fileUrl: otherPdf }),
    });
    expect(body).toEqual({ code: 500, msg: '只能提交您本人上传的文件' });
  });

  it('record a report with photos and documents, list only the visitor’s own, and leave a message', async () => {
    const body = await t.api('POST', '/client/cangpin/report', {
      headers: owner.headers,
      payload: report({ type: undefined }),
    });
    expect(body.code).toBe(200);
    expect(body.data).toEqual({
      id: expect.any(Number),
      type: '藏品捐赠',
      people: '马*国',
      phone: '136****5432',
      fileUrl: `${ownerPng},${ownerPdf}`,
      files: [
        { url: ownerPng, name: '作品照片.png' },
        { url: ownerPdf, name: '办展方案.pdf' },
      ],
      intro: report().intro,
      status: 'received',
      createdAt: expect.any(String),
    });
    const mine = await t.api('GET', '/client/report/list', { headers: owner.headers });
    expect(mine.total).toBe(1);
    expect(mine.rows[0].id).toBe(body.data.id);
    expect((await t.api('GET', '/client/report/list', { headers: other.headers })).total).toBe(0);
    const messages = await t.api('GET', '/client/msg', { headers: owner.headers });
    expect(messages.rows[0]).toMatchObject({ kind: 'donation', title: '捐赠登记已收到' });
  });
});

describe('closing an account', () => {
  it('withdraws its pending applications, clears contact details and removes its messages', async () => {
    const user = await createSignedInUser(t);
    const fileUrl = await uploaded(user, 'document', 'plan.pdf', pdfFile());
    const applied = await t.api('POST', '/client/venue/apply', {
      headers: user.headers,
      payload: application({ fileUrl }),
    });
    const reported = await t.api('POST', '/client/cangpin/report', {
      headers: user.headers,
      payload: { people: '马建国', phone: '13698765432', fileUrl, intro: '一件清代刺绣。' },
    });
    expect([applied.code, reported.code]).toEqual([200, 200]);
    await t.db.transaction((tx) => closeAccountIn(tx, user.id));
    const [app] = await t.db
      .select()
      .from(venueApplications)
      .where(eq(venueApplications.id, applied.data.id));
    expect(app).toMatchObject({ status: 'withdrawn', people: '', phone: '' });
    const [donation] = await t.db
      .select()
      .from(donationReports)
      .where(eq(donationReports.id, reported.data.id));
    expect(donation).toMatchObject({ people: '', phone: '' });
    expect(await t.db.select().from(systemMessages).where(eq(systemMessages.userId, user.id))).toEqual([]);
  });
});
