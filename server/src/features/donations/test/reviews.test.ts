import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaffByRole, expectReviewerOnly, type StaffByRole } from '#test/helpers/reviewers.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { pdfFile, pngFile, uploaded } from '../../files/test/fixtures.ts';
import { auditLog } from '../../staff/tables.ts';

let t: TestApp;
let staff: StaffByRole;
let donor: TestUser;
let other: TestUser;
let png: Buffer;

/** A new report of a new visitor's (then `donor`), with a photo and a document. */
async function report(): Promise<number> {
  donor = await createSignedInUser(t);
  const photo = await uploaded(t, donor, 'media', '油画正面.png', png);
  const doc = await uploaded(t, donor, 'document', '来源说明.pdf', pdfFile());
  const body = await t.api('POST', '/client/cangpin/report', {
    headers: donor.headers,
    payload: {
      people: '马建国',
      phone: '13698765432',
      fileUrl: `${photo},${doc}`,
      intro: '祖父收藏的一幅 1950 年代天山写生油画。',
    },
  });
  expect(body.code, body.msg).toBe(200);
  return body.data.id;
}

const change = (id: number, payload: object, who = staff.reviewer) =>
  t.api('PUT', `/admin/donations/${id}/status`, { headers: who.headers, payload });

async function mine(id: number) {
  const list = await t.api('GET', '/client/report/list?pageSize=50', { headers: donor.headers });
  return list.rows.find((row: any) => row.id === id);
}
const latestMessage = async () => (await t.api('GET', '/client/msg', { headers: donor.headers })).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffByRole(t);
  other = await createSignedInUser(t);
  png = await pngFile();
});
afterAll(() => t.close());

describe('the staff list and detail of donation reports', () => {
  it('lists newest first, filters by status, masks the contact in the list and shows it in the detail', async () => {
    const first = await report();
    const second = await report();
    await change(first, { status: 'contacted' });
    const all = await t.api('GET', '/admin/donations?pageSize=50', { headers: staff.reviewer.headers });
    const ids = all.rows.map((row: any) => row.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.rows.find((row: any) => row.id === second)).toMatchObject({
      people: '马*国',
      phone: '136****5432',
      status: 'received',
      next: ['contacted'],
      ageDays: 0,
    });
    const contacted = await t.api('GET', '/admin/donations?status=contacted', {
      headers: staff.admin.headers,
    });
    expect(contacted.rows.map((row: any) => row.id)).toEqual([first]);
    const detail = await t.api('GET', `/admin/donations/${second}`, { headers: staff.reviewer.headers });
    expect(detail.data).toMatchObject({
      id: second,
      people: '马建国',
      phone: '13698765432',
      files: [
        { url: `/prod-api/admin/donations/${second}/files/0`, name: '油画正面.png' },
        { url: `/prod-api/admin/donations/${second}/files/1`, name: '来源说明.pdf' },
      ],
    });
    const [view] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(second)), eq(auditLog.action, 'view')));
    expect(view).toMatchObject({ username: staff.reviewer.username, module: 'donation', after: null });
    expect(await t.api('GET', '/admin/donations/999999', { headers: staff.reviewer.headers })).toEqual({
      code: 500,
      msg: '捐赠登记不存在',
    });
    expect(await t.api('GET', '/admin/donations?status=lost', { headers: staff.reviewer.headers })).toEqual({
      code: 500,
      msg: '状态有误，应为 received、contacted、accepted 或 declined',
    });
  });

  it('opens the attached files for staff and the donor, not for another visitor', async () => {
    const id = await report();
    const asStaff = await t.app.inject({
      url: `/prod-api/admin/donations/${id}/files/0`,
      headers: staff.reviewer.headers,
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.rawPayload.equals(png)).toBe(true);
    const asDonor = await t.app.inject({
      url: `/prod-api/client/report/${id}/files/1`,
      headers: donor.headers,
    });
    expect(asDonor.statusCode).toBe(200);
    expect(asDonor.headers['content-disposition']).toContain('attachment');
    expect(await t.api('GET', `/client/report/${id}/files/0`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '捐赠登记不存在',
    });
    expect((await t.api('GET', `/admin/donations/${id}/files/0`, { headers: other.headers })).code).toBe(401);
  });
});

describe('following a donation report up', () => {
  it('goes received → contacted → accepted; the donor sees each status and note, with a message each time', async () => {
    const id = await report();
    const contacted = await change(id, { status: 'contacted', note: '已约定 12 月 3 日上门鉴定' });
    expect(contacted).toMatchObject({
      code: 200,
      msg: '已改为“已联系”，并已通知捐赠人',
      data: { status: 'contacted', note: '已约定 12 月 3 日上门鉴定', next: ['accepted', 'declined'] },
    });
    expect(await mine(id)).toMatchObject({ status: 'contacted', note: '已约定 12 月 3 日上门鉴定' });
    expect(await latestMessage()).toMatchObject({
      kind: 'donation',
      title: '捐赠登记：典藏部已与您联系',
      read: false,
      link: '/userCenter/donations',
    });
    const unread = (await t.api('GET', '/client/msg/unRead', { headers: donor.headers })).data;
    expect(unread).toBe(2);

    const accepted = await change(id, { status: 'accepted' }, staff.admin);
    expect(accepted.data).toMatchObject({ status: 'accepted', note: null, next: [] });
    expect(await mine(id)).toMatchObject({ status: 'accepted', note: null });
    expect((await latestMessage()).title).toBe('捐赠登记：藏品已接收');

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(id)));
    const rows = audits.filter((row) => row.module === 'donation');
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['status', { status: 'received' }, { status: 'contacted', note: '已约定 12 月 3 日上门鉴定' }],
      ['status', { status: 'contacted' }, { status: 'accepted', note: null }],
    ]);
    expect(JSON.stringify(rows)).not.toContain('13698765432');
  });

  it('declines a contacted report with a note the donor reads as the reason', async () => {
    const id = await report();
    await change(id, { status: 'contacted' });
    expect(await change(id, { status: 'declined' })).toEqual({ code: 500, msg: '请填写未入藏的原因' });
    const declined = await change(id, { status: 'declined', note: '与馆藏方向不符' });
    expect(declined.data).toMatchObject({ status: 'declined', note: '与馆藏方向不符' });
    expect(await mine(id)).toMatchObject({ status: 'declined', note: '与馆藏方向不符' });
    const message = await latestMessage();
    expect(message.title).toBe('捐赠登记：藏品暂不入藏');
    expect(message.content).toContain('原因：与馆藏方向不符');
  });

  it.each([
    ['received', 'accepted', '该捐赠登记当前为“已登记”，不能改为“已接收”'],
    ['received', 'declined', '该捐赠登记当前为“已登记”，不能改为“未入藏”'],
    ['received', 'received', '该捐赠登记当前为“已登记”，不能改为“已登记”'],
    ['contacted', 'contacted', '该捐赠登记当前为“已联系”，不能改为“已联系”'],
    ['contacted', 'received', '该捐赠登记当前为“已联系”，不能改为“已登记”'],
    ['accepted', 'declined', '该捐赠登记当前为“已接收”，不能改为“未入藏”'],
    ['declined', 'contacted', '该捐赠登记当前为“未入藏”，不能改为“已联系”'],
  ])(
    'refuses %s → %s in words, and leaves the report and its messages as they were',
    async (from, to, message) => {
      const id = await report();
      if (from !== 'received') await change(id, { status: 'contacted' });
      if (from === 'accepted') await change(id, { status: 'accepted' });
      if (from === 'declined') await change(id, { status: 'declined', note: '重复登记' });
      const before = (await t.api('GET', '/client/msg', { headers: donor.headers })).total;
      expect(await change(id, { status: to, note: '说明' })).toEqual({ code: 500, msg: message });
      expect((await mine(id)).status).toBe(from);
      expect((await t.api('GET', '/client/msg', { headers: donor.headers })).total).toBe(before);
    },
  );

  it.each([
    [{}, '请选择新的状态'],
    [{ status: 'lost' }, '状态有误，应为 received、contacted、accepted 或 declined'],
    [{ status: 'contacted', note: 5 }, '备注格式不正确'],
    [{ status: 'contacted', note: '注'.repeat(201) }, '备注不能超过200个字'],
    [{ status: 'declined', note: '  ' }, '请填写未入藏的原因'],
  ])('refuses %j with “%s”', async (payload, message) => {
    const id = await report();
    expect(await change(id, payload)).toEqual({ code: 500, msg: message });
  });

  it('lets exactly one of two reviewers moving it at once move it', async () => {
    const id = await report();
    const answers = await Promise.all([
      change(id, { status: 'contacted' }, staff.reviewer),
      change(id, { status: 'contacted' }, staff.admin),
    ]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 500]);
    expect(answers.find((a) => a.code === 500)!.msg).toBe('该捐赠登记当前为“已联系”，不能改为“已联系”');
  });

  it('is for reviewers and admins only, on every call', async () => {
    const id = await report();
    await expectReviewerOnly(t, staff, donor, 'GET', '/admin/donations');
    await expectReviewerOnly(t, staff, donor, 'GET', `/admin/donations/${id}`);
    await expectReviewerOnly(t, staff, donor, 'GET', `/admin/donations/${id}/files/9`);
    await expectReviewerOnly(t, staff, donor, 'PUT', '/admin/donations/999999/status', {
      status: 'contacted',
    });
    expect(await change(999999, { status: 'contacted' })).toEqual({ code: 500, msg: '捐赠登记不存在' });
  });
});
