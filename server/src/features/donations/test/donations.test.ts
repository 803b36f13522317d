import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import type { TestUser } from '#test/helpers/users.ts';
import { closeAccountIn } from '../../accounts/closing.ts';
import { ownerAndOtherWithFiles, visitorWithDocument } from '../../files/test/fixtures.ts';
import { donationReports } from '../tables.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let ownerPdf: string;
let ownerPng: string;
let otherPdf: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, other, ownerPdf, ownerPng, otherPdf } = await ownerAndOtherWithFiles(t));
});
afterAll(() => t.close());

describe('donation reports', () => {
  const report = (overrides: Record<string, unknown> = {}) => ({
    type: '藏品捐赠',
    people: '马建国',
    phone: '13698765432',
    fileUrl: `${ownerPng},${ownerPdf}`,
    intro: '祖父收藏的一幅 1950 年代天山写生油画，布面，约 60×80 厘米，保存完好。',
    ...overrides,
  });
  /** The owner reports a valid donation but for `overrides`. */
  const submitReport = (overrides: Record<string, unknown> = {}) =>
    t.api('POST', '/client/cangpin/report', { headers: owner.headers, payload: report(overrides) });

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
    const body = await submitReport(overrides);
    expect(body).toEqual({ code: 500, msg: message });
  });

  it('refuse another visitor’s file', async () => {
    const body = await submitReport({ fileUrl: otherPdf });
    expect(body).toEqual({ code: 500, msg: '只能提交您本人上传的文件' });
  });

  it('record a report with photos and documents, list only the visitor’s own, and leave a message', async () => {
    const body = await submitReport({ type: undefined });
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
      note: null,
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
  it('keeps the reported piece but clears the contact details', async () => {
    const { user, fileUrl } = await visitorWithDocument(t);
    const reported = await t.api('POST', '/client/cangpin/report', {
      headers: user.headers,
      payload: { people: '马建国', phone: '13698765432', fileUrl, intro: '一件清代刺绣。' },
    });
    expect(reported.code).toBe(200);
    await t.db.transaction((tx) => closeAccountIn(t.ctx, tx, user.id));
    const [donation] = await t.db
      .select()
      .from(donationReports)
      .where(eq(donationReports.id, reported.data.id));
    expect(donation).toMatchObject({ people: '', phone: '', intro: '一件清代刺绣。' });
  });
});
