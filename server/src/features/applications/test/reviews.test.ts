import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { createStaffByRole, expectReviewerOnly, type StaffByRole } from '#test/helpers/reviewers.ts';
import { createSignedInUser, type TestUser } from '#test/helpers/users.ts';
import { addDays, createMuseumClock } from '../../../platform/clock.ts';
import { pdfFile, uploaded } from '../../files/test/fixtures.ts';
import { auditLog } from '../../staff/tables.ts';
import { venueApplications } from '../tables.ts';

let t: TestApp;
let staff: StaffByRole;
let owner: TestUser;
let other: TestUser;

const today = createMuseumClock('Asia/Shanghai').today();
const start = addDays(today, 60);
const end = addDays(today, 90);
const PDF = pdfFile(64);

/** A pending application of a new visitor's (then `owner`), with its own uploaded plan. */
async function apply(intro = '以天山岩画与当代版画对话的特展方案。'): Promise<number> {
  // A visitor of its own each time: a visitor may have only 5 applications waiting.
  const user = await createSignedInUser(t);
  owner = user;
  const fileUrl = await uploaded(t, user, 'document', '办展方案.pdf', PDF);
  const body = await t.api('POST', '/client/venue/apply', {
    headers: user.headers,
    payload: { startTime: start, endTime: end, people: '古丽娜尔', phone: '13912345678', fileUrl, intro },
  });
  expect(body.code, body.msg).toBe(200);
  return body.data.id;
}

const review = (id: number, payload: object, who = staff.reviewer) =>
  t.api('PUT', `/admin/applications/${id}/review`, { headers: who.headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffByRole(t);
  owner = await createSignedInUser(t);
  other = await createSignedInUser(t);
});
afterAll(() => t.close());

describe('the staff list and detail of hosting applications', () => {
  it('lists newest first with the age, filters by status and keyword, masks the contact in the list', async () => {
    const first = await apply('第一份：丝路壁画临摹展。');
    const second = await apply('第二份：天山牧歌摄影展。');
    const list = await t.api('GET', '/admin/applications?pageSize=50', { headers: staff.reviewer.headers });
    expect(list.code).toBe(200);
    const ids = list.rows.map((row: any) => row.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(list.rows.find((row: any) => row.id === first)).toMatchObject({
      people: '古**尔',
      phone: '139****5678',
      status: 'pending',
      ageDays: 0,
      startTime: start,
      reviewedBy: null,
    });
    const found = await t.api('GET', `/admin/applications?keyword=${encodeURIComponent('牧歌')}`, {
      headers: staff.admin.headers,
    });
    expect(found.rows.map((row: any) => row.id)).toEqual([second]);
    const none = await t.api('GET', '/admin/applications?status=approved&keyword=%25', {
      headers: staff.reviewer.headers,
    });
    expect(none.total).toBe(0);
  });

  it('counts the age in museum days since submission', async () => {
    const id = await apply();
    await t.db
      .update(venueApplications)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) })
      .where(eq(venueApplications.id, id));
    const detail = await t.api('GET', `/admin/applications/${id}`, { headers: staff.reviewer.headers });
    expect(detail.data.ageDays).toBe(3);
  });

  it('shows the detail with the full contact and the documents as staff links', async () => {
    const id = await apply();
    const detail = await t.api('GET', `/admin/applications/${id}`, { headers: staff.reviewer.headers });
    expect(detail.data).toMatchObject({
      id,
      userId: owner.id,
      people: '古丽娜尔',
      phone: '13912345678',
      status: 'pending',
      files: [{ url: `/prod-api/admin/applications/${id}/files/0`, name: '办展方案.pdf' }],
    });
    // Who saw the full contact details, and when, without them.
    const views = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.action, 'view')));
    expect(views).toEqual([
      expect.objectContaining({
        username: staff.reviewer.username,
        module: 'application',
        before: null,
        after: null,
      }),
    ]);
    expect(await t.api('GET', '/admin/applications/999999', { headers: staff.reviewer.headers })).toEqual({
      code: 500,
      msg: '申请记录不存在',
    });
  });

  it('opens an attached document for staff and its owner, not for another visitor', async () => {
    const id = await apply();
    const asStaff = await t.app.inject({
      url: `/prod-api/admin/applications/${id}/files/0`,
      headers: staff.reviewer.headers,
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.rawPayload.equals(PDF)).toBe(true);
    expect(asStaff.headers['content-disposition']).toMatch(/^attachment;/);
    expect(asStaff.headers['x-content-type-options']).toBe('nosniff');
    expect(asStaff.headers['cache-control']).toBe('private, no-store');

    const asOwner = await t.app.inject({
      url: `/prod-api/client/venue/apply/${id}/files/0`,
      headers: owner.headers,
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.rawPayload.equals(PDF)).toBe(true);

    expect(await t.api('GET', `/client/venue/apply/${id}/files/0`, { headers: other.headers })).toEqual({
      code: 500,
      msg: '申请记录不存在',
    });
    expect((await t.api('GET', `/admin/applications/${id}/files/0`, { headers: other.headers })).code).toBe(
      401,
    );
    expect(await t.api('GET', `/admin/applications/${id}/files/1`, { headers: staff.admin.headers })).toEqual(
      {
        code: 500,
        msg: '附件不存在或已删除',
      },
    );
    expect(await t.api('GET', `/admin/applications/${id}/files/x`, { headers: staff.admin.headers })).toEqual(
      { code: 500, msg: '附件编号格式不正确' },
    );
  });
});

describe('reviewing a hosting application', () => {
  it('approves a pending one: the visitor sees it approved with the note, gets a message, and it is audited', async () => {
    const id = await apply();
    const unreadBefore = (await t.api('GET', '/client/msg/unRead', { headers: owner.headers })).data;
    const body = await review(id, { approve: true, reason: '  请于开展前一个月提交布展图。 ' });
    expect(body).toMatchObject({
      code: 200,
      msg: '已通过该申请，并已通知申请人',
      data: {
        id,
        status: 'approved',
        reviewNote: '请于开展前一个月提交布展图。',
        reviewedBy: staff.reviewer.username,
      },
    });
    const mine = await t.api('GET', `/client/venue/apply/${id}`, { headers: owner.headers });
    expect(mine.data).toMatchObject({
      status: 'approved',
      reviewNote: '请于开展前一个月提交布展图。',
      canWithdraw: false,
      canDelete: false,
    });
    const messages = await t.api('GET', '/client/msg', { headers: owner.headers });
    expect(messages.rows[0]).toMatchObject({ kind: 'application', title: '办展申请已通过', read: false });
    expect(messages.rows[0].content).toContain('请于开展前一个月提交布展图');
    expect((await t.api('GET', '/client/msg/unRead', { headers: owner.headers })).data).toBe(
      unreadBefore + 1,
    );
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.module, 'application')));
    expect(audit).toMatchObject({
      username: staff.reviewer.username,
      action: 'review',
      module: 'application',
      before: { status: 'pending', reviewNote: null },
      after: { status: 'approved', reviewNote: '请于开展前一个月提交布展图。' },
    });
    expect(JSON.stringify(audit)).not.toContain('13912345678');
    expect(JSON.stringify(audit)).not.toContain('古丽娜尔');
  });

  it('approves without a reason too', async () => {
    const id = await apply();
    expect((await review(id, { approve: true }, staff.admin)).data).toMatchObject({
      status: 'approved',
      reviewNote: null,
      reviewedBy: staff.admin.username,
    });
  });

  it('rejects with a reason: the visitor sees why, may delete it, and reads the reason in a message', async () => {
    const id = await apply();
    const body = await review(id, { approve: false, reason: '展期与馆内既定展览冲突' });
    expect(body).toMatchObject({
      code: 200,
      msg: '已驳回该申请，并已通知申请人',
      data: { status: 'rejected' },
    });
    const mine = await t.api('GET', '/client/venue/apply/list', { headers: owner.headers });
    expect(mine.rows.find((row: any) => row.id === id)).toMatchObject({
      status: 'rejected',
      reviewNote: '展期与馆内既定展览冲突',
      canDelete: true,
    });
    const [message] = (await t.api('GET', '/client/msg', { headers: owner.headers })).rows;
    expect(message).toMatchObject({ title: '办展申请未通过', link: '/userCenter/applications' });
    expect(message.content).toContain('原因：展期与馆内既定展览冲突');
  });

  it.each([
    [{ approve: false }, '请填写不通过的原因'],
    [{ approve: false, reason: '   ' }, '请填写不通过的原因'],
    [{ approve: 'yes', reason: '好' }, '请选择审核结果（通过或不通过）'],
    [{ reason: '好' }, '请选择审核结果（通过或不通过）'],
    [{ approve: false, reason: 12 }, '审核意见格式不正确'],
    [{ approve: false, reason: '长'.repeat(201) }, '审核意见不能超过200个字'],
  ])('refuses %j with “%s”', async (payload, message) => {
    const id = await apply();
    expect(await review(id, payload)).toEqual({ code: 500, msg: message });
    expect((await t.api('GET', `/client/venue/apply/${id}`, { headers: owner.headers })).data.status).toBe(
      'pending',
    );
  });

  it('refuses a body that is not an object, and an unknown id, in words', async () => {
    const id = await apply();
    const answer = await t.api('PUT', `/admin/applications/${id}/review`, {
      headers: { ...staff.reviewer.headers, 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(answer).toEqual({ code: 500, msg: '请选择审核结果（通过或不通过）' });
    expect(await review(999999, { approve: true })).toEqual({ code: 500, msg: '申请记录不存在' });
    expect(await review(0, { approve: true })).toEqual({ code: 500, msg: 'id 必须大于0' });
  });

  it('decides once: a second review is told what was decided, a withdrawn one cannot be reviewed', async () => {
    const id = await apply();
    await review(id, { approve: false, reason: '材料不全' });
    expect(await review(id, { approve: true }, staff.admin)).toEqual({
      code: 500,
      msg: '该申请已审核为“未通过”，不能重复审核',
    });
    const withdrawn = await apply();
    await t.api('PUT', `/client/venue/apply/${withdrawn}`, { headers: owner.headers });
    expect(await review(withdrawn, { approve: true })).toEqual({
      code: 500,
      msg: '该申请已由申请人撤回，无需审核',
    });
  });

  it('lets exactly one of two reviewers deciding at once decide, with one message and one audit row', async () => {
    const id = await apply();
    const answers = await Promise.all([
      review(id, { approve: true }, staff.reviewer),
      review(id, { approve: false, reason: '场地已排满' }, staff.admin),
    ]);
    const decided = answers.filter((answer) => answer.code === 200);
    expect(decided).toHaveLength(1);
    const refused = answers.find((answer) => answer.code !== 200)!;
    const status = decided[0].data.status;
    expect(refused.msg).toBe(`该申请已审核为“${status === 'approved' ? '已通过' : '未通过'}”，不能重复审核`);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, String(id)));
    expect(audits.filter((row) => row.module === 'application')).toHaveLength(1);
    const messages = (await t.api('GET', '/client/msg?pageSize=100', { headers: owner.headers })).rows;
    const about = messages.filter((m: any) => m.title === '办展申请已通过' || m.title === '办展申请未通过');
    expect(about).toHaveLength(1);
    const [stored] = await t.db.select().from(venueApplications).where(eq(venueApplications.id, id));
    expect(stored!.status).toBe(status);
  });

  it('is for reviewers and admins only, on every call', async () => {
    const id = await apply();
    await expectReviewerOnly(t, staff, owner, 'GET', '/admin/applications');
    await expectReviewerOnly(t, staff, owner, 'GET', `/admin/applications/${id}`);
    await expectReviewerOnly(t, staff, owner, 'GET', `/admin/applications/${id}/files/5`);
    await expectReviewerOnly(t, staff, owner, 'PUT', '/admin/applications/999999/review', { approve: true });
    expect((await t.api('GET', `/client/venue/apply/${id}`, { headers: owner.headers })).data.status).toBe(
      'pending',
    );
  });

  it('refuses a bad status filter in words', async () => {
    expect(
      await t.api('GET', '/admin/applications?status=done', { headers: staff.reviewer.headers }),
    ).toEqual({
      code: 500,
      msg: '审核状态有误，应为 pending、approved、rejected 或 withdrawn',
    });
  });
});
