import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApplicationPaths, EntryPaths } from '@museum/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from '../src/axe.ts';
import { cameraVideo, launchWithCamera } from '../src/camera.ts';
import { museumToday } from '../src/dates.ts';
import { openDay } from '../src/entry.ts';
import { signInStaff, staffRequest } from '../src/staff.ts';
import { expect, test } from '../src/test.ts';
import { idCardNumber, signInPages, signInVisitor, uploadAsVisitor, verifyRealName } from '../src/visitor.ts';

/**
 * The museum's side of the visitor's workflows, end to end: the front desk checks a ticket in by filming its QR
 * code (a fake camera stream playing the ticket the visitor was shown); a reviewer approves a hosting application
 * and broadcasts a notice; an admin closes a booked day. Each time the visitor's personal centre shows the outcome and a system message
 * says it. axe-core on each console screen on the way.
 */
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString().slice(-7);
let visitors = 0;

/** A new verified visitor, signed in on the test's pages. */
async function newVisitor(page: Page, request: APIRequestContext, baseURL: string, name: string) {
  visitors += 1;
  const token = await signInVisitor(request, `136${run}${visitors}`);
  await verifyRealName(request, token, name, idCardNumber(`${run.slice(-2)}${visitors}`));
  await signInPages(page.context(), token, baseURL);
  return token;
}

test('the front desk scans a visitor’s ticket with the camera; the booking shows 已入馆', async ({
  page,
  playwright,
  baseURL,
}) => {
  const today = museumToday();
  const admin = await staffRequest(playwright, baseURL!, 'admin');
  await openDay(admin, today);
  await admin.dispose();

  // The visitor books today in the site's booking dialog and is shown the ticket.
  await newVisitor(page, page.request, baseURL!, '热依拉');
  await page.goto('/home');
  await page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '入馆预约' }).click();
  const dialog = page.getByRole('dialog', { name: '入馆预约' });
  await dialog.locator(`input[name=entry-day][value="${today}"]`).check();
  await dialog.getByRole('textbox', { name: /^参观人1\s*姓名$/ }).fill('热依拉');
  await dialog.locator('label', { hasText: /^女$/ }).click();
  await dialog.getByRole('spinbutton', { name: /^参观人1\s*年龄$/ }).fill('34');
  await dialog
    .getByRole('textbox', { name: /^参观人1\s*证件号码$/ })
    .fill(idCardNumber(`${run.slice(-2)}${visitors}`));
  await dialog.getByRole('textbox', { name: '联系电话' }).fill(`136${run}1`);
  await dialog.getByRole('button', { name: '提交预约' }).click();
  const qr = dialog.getByRole('article', { name: '入馆凭证' }).getByRole('img', { name: /入馆二维码/ });
  await expect(qr).toBeVisible();
  const code = (await qr.getAttribute('alt'))!.match(/票号 (\w+)/)![1]!;
  const picture = Buffer.from((await qr.getAttribute('src'))!.split(',')[1]!, 'base64');

  // The front desk's tablet films that very QR code.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'museum-camera-'));
  const browser = await launchWithCamera(playwright.chromium, await cameraVideo(picture, dir));
  const desk = await browser.newPage({ baseURL, viewport: { width: 1024, height: 768 } });
  // The scanner's own words (a video that would not play, a decoder that gave up) for the report of a failure.
  const deskConsole: string[] = [];
  desk.on('console', (message) => deskConsole.push(`${message.type()}: ${message.text()}`));
  desk.on('pageerror', (error) => deskConsole.push(`pageerror: ${error.message}`));
  try {
    await signInStaff(desk, 'frontdesk');
    await desk.goto('/admin/entry/checkin');
    await expect(desk.getByRole('heading', { name: '扫码检票' })).toBeVisible();
    await expectAccessible(desk);
    await desk.getByRole('button', { name: '开启摄像头' }).click();
    const answer = desk.getByRole('region', { name: '核验结果' });
    // The decoder tries a frame every 150 ms or so; under CI's two parallel runs a try can take seconds.
    await expect(answer.getByText('可以入馆')).toBeVisible({ timeout: 30_000 });
    await expect(answer.getByText('1 人')).toBeVisible();
    await expect(answer.getByText('热*拉')).toBeVisible();
    await expect(answer.getByText(`票号 ${code}`)).toBeVisible();
    await expect(desk.getByRole('status', { name: '核验播报' })).toContainText('核验成功');
    await expectAccessible(desk);
    await desk.getByRole('button', { name: '关闭摄像头' }).click();

    // The same ticket shown again (typed this time) is refused, saying when it was used.
    await desk.getByRole('textbox', { name: '票号' }).fill(code);
    await desk.getByRole('textbox', { name: '票号' }).press('Enter');
    await expect(answer.getByText('不能入馆')).toBeVisible();
    await expect(answer.getByText(/该票已于 \d\d:\d\d 核验入馆/)).toBeVisible();
  } catch (error) {
    // Playwright's own screenshot on failure is of the visitor's page: the desk's is the one that tells.
    await test
      .info()
      .attach('desk', { body: await desk.screenshot({ fullPage: true }), contentType: 'image/png' });
    await test.info().attach('desk console', { body: deskConsole.join('\n'), contentType: 'text/plain' });
    throw error;
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }

  await page.goto('/userCenter/bookings');
  const card = page.getByRole('article', { name: /的入馆预约$/ }).first();
  await expect(card.getByText('已入馆')).toBeVisible();
  await expect(card.getByRole('button', { name: '取消预约' })).toHaveCount(0);
});

test('a reviewer approves a hosting application; the visitor sees the decision and the message', async ({
  page,
  baseURL,
}) => {
  const token = await newVisitor(page, page.request, baseURL!, '米热古丽');
  const fileUrl = await uploadAsVisitor(page.request, token, 'document', {
    name: '展览方案.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  const applied = await (
    await page.request.post(`/prod-api${ApplicationPaths.apply}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        startTime: '2027-03-01',
        endTime: '2027-03-20',
        people: '米热古丽',
        phone: `136${run}2`,
        fileUrl,
        intro: '天山以北的毡房纹样与当代织物设计的对照展，含二十件织物与工作坊。',
      },
    })
  ).json();
  expect(applied.code, JSON.stringify(applied)).toBe(200);

  const reviewer = await page.context().browser()!.newPage({ baseURL });
  await signInStaff(reviewer, 'reviewer');
  await reviewer.goto('/admin/reviews/applications');
  await expectAccessible(reviewer);
  await reviewer.getByRole('button', { name: /^审核申请 \d+（米\*+丽）$/ }).click();
  const detail = reviewer.getByRole('dialog', { name: /^办展申请 #\d+$/ });
  await expect(detail.getByText('天山以北的毡房纹样')).toBeVisible();
  // The attached document downloads through the staff-only link, the token in a header.
  const download = reviewer.waitForEvent('download');
  await detail.getByRole('button', { name: '下载附件 展览方案.pdf' }).click();
  expect(
    readFileSync((await (await download).path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await detail.getByRole('radio', { name: '通过', exact: true }).check();
  await detail.getByRole('textbox', { name: '审核意见（选填）' }).fill('请于三月初与展陈部确认布展时间。');
  await expectAccessible(reviewer);
  // The server's answer first, then the page's toast: when the toast went missing (the form unmounted before the
  // mutation told it, web/src/shared/api/useRefreshingMutation.ts) the failure said which side it was.
  const reviewed = reviewer.waitForResponse((response) =>
    /\/admin\/applications\/\d+\/review$/.test(response.url()),
  );
  await detail.getByRole('button', { name: '通过申请' }).click();
  const answer = await reviewed;
  expect(`${answer.status()} ${await answer.text()}`).toMatch(/^200 .*"code":200/);
  await expect(reviewer.getByText('已通过该申请，并已通知申请人')).toBeVisible();
  await reviewer.close();

  await page.goto('/userCenter/applications');
  const card = page.getByRole('article', { name: /的办展申请$/ }).first();
  await expect(card.getByText('已通过')).toBeVisible();
  await expect(card.getByText('审核意见：请于三月初与展陈部确认布展时间。')).toBeVisible();
  await page.goto('/userCenter/message');
  await expect(page.getByRole('heading', { name: /办展申请已通过/ })).toBeVisible();
  await expect(page.getByText(/请于三月初与展陈部确认布展时间/).first()).toBeVisible();
});

test('a reviewer broadcasts a notice after a confirmation that says whom it reaches; the visitor reads it', async ({
  page,
  baseURL,
}) => {
  await newVisitor(page, page.request, baseURL!, '古丽娜尔');
  const reviewer = await page.context().browser()!.newPage({ baseURL });
  await signInStaff(reviewer, 'reviewer');
  await reviewer.goto('/admin/messages/broadcast');
  const title = `元旦开放时间调整 ${run}`;
  await reviewer.getByLabel('消息标题').fill(title);
  await reviewer.getByLabel('消息内容').fill('1月1日照常开放，9:00—17:00，请提前预约。');
  await reviewer.getByRole('button', { name: /发送/ }).click();
  const confirm = reviewer.getByRole('dialog', { name: '确认群发消息' });
  await expect(confirm.getByText(/^将发送给 \d+ 位访客（已注销的账号除外）$/)).toBeVisible();
  await expect(confirm.getByText(/本小时您还可群发 \d 条（每小时最多 5 条）/)).toBeVisible();
  await expectAccessible(reviewer);
  await confirm.getByRole('button', { name: '确认发送' }).click();
  await expect(reviewer.getByText(/^已向 \d+ 位观众发送消息$/)).toBeVisible();
  await reviewer.close();

  await page.goto('/userCenter/message');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('an admin closes a booked day; the visitor’s booking is cancelled and they are told why', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await staffRequest(playwright, baseURL!, 'admin');
  // The last day of the booking window (the slot after it waits for its release time), opened if the weekly
  // rule closes it.
  const slots = (await (await page.request.get(`/prod-api${EntryPaths.slots}`)).json()).data;
  const target = await openDay(admin, slots.at(-2).day);
  await admin.dispose();

  const token = await newVisitor(page, page.request, baseURL!, '阿力木');
  const booked = await (
    await page.request.post(`/prod-api${EntryPaths.apply}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { applyTime: target.date, users: [{ name: '阿力木', sex: 1, age: 41 }], phone: `136${run}3` },
    })
  ).json();
  expect(booked.code, JSON.stringify(booked)).toBe(200);

  const calendar = await page.context().browser()!.newPage({ baseURL });
  await signInStaff(calendar, 'admin');
  // The console opens on the dashboard: today's entry, the week ahead (this booking among it), reviews, views.
  await expect(calendar.getByRole('heading', { name: '概览', level: 1 })).toBeVisible();
  await expect(calendar.getByRole('figure', { name: /未来 7 天预约/ })).toBeVisible();
  await expectAccessible(calendar);
  await calendar.goto('/admin/entry/calendar');
  await expectAccessible(calendar);
  await calendar.getByRole('button', { name: new RegExp(`^${target.dayShortDesc}，\\s*开放`) }).click();
  const drawer = calendar.getByRole('dialog', { name: `修改 ${target.dayShortDesc}` });
  // antd draws the choice as buttons over hidden radios: the visible word is what one clicks.
  await drawer.getByText('闭馆', { exact: true }).click();
  await expect(drawer.getByRole('radio', { name: '闭馆' })).toBeChecked();
  await drawer.getByRole('textbox', { name: '闭馆原因' }).fill('设备检修');
  // The drawer's form: the calendar under its mask may have scrolled the screen's buttons under the sticky bar.
  await expectAccessible(calendar, '.ant-drawer');
  await drawer.getByRole('button', { name: '保存' }).click();
  await calendar.getByRole('button', { name: '确认闭馆并通知观众' }).click();
  await expect(drawer).toBeHidden();
  await expect(
    calendar.getByRole('button', { name: new RegExp(`^${target.dayShortDesc}，\\s*闭馆.*设备检修`) }),
  ).toBeVisible();
  await calendar.close();

  await page.goto('/userCenter/bookings');
  const card = page.getByRole('article', { name: /的入馆预约$/ }).first();
  await expect(card.getByText('已取消')).toBeVisible();
  await page.goto('/userCenter/message');
  await expect(page.getByRole('heading', { name: /入馆预约已取消：闭馆通知/ })).toBeVisible();
  await expect(page.getByText(/因设备检修，本馆.*闭馆/).first()).toBeVisible();
});
