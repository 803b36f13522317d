import type { Page } from '@playwright/test';
import { chooseOption } from '../src/antd.ts';
import { expectAccessible } from '../src/axe.ts';
import { museumDayIn } from '../src/dates.ts';
import { signInStaff } from '../src/staff.ts';
import { expect, test } from '../src/test.ts';
import { idCardNumber, signInPages, signInVisitor } from '../src/visitor.ts';

/**
 * The real crowd (docs/PRODUCT.md): a visitor from abroad verifies with a passport and books under it; the demo
 * visitor barred for three same-day cancellations is refused with the bar's end, and an admin lifts the bar.
 */
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString().slice(-7);

/** The demo visitor the seed gives three no-shows, the last ten days before (server/src/seed/entry.ts). */
const BARRED = { phone: '13800000001', name: '王晓川', idCard: '650103199001150016' };

async function openBooking(page: Page) {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '入馆预约' }).click();
}

/** Fills the one visitor of the booking dialog on the first open day. */
async function fillVisitor(
  page: Page,
  visitor: { name: string; sex: '男' | '女'; age: string; document: string; number: string },
) {
  const dialog = page.getByRole('dialog', { name: '入馆预约' });
  await dialog.locator('input[name=entry-day]:not([disabled])').first().check();
  await dialog.getByRole('textbox', { name: /^参观人1\s*姓名$/ }).fill(visitor.name);
  await dialog.locator('label', { hasText: new RegExp(`^${visitor.sex}$`) }).click();
  await dialog.getByRole('spinbutton', { name: /^参观人1\s*年龄$/ }).fill(visitor.age);
  await chooseOption(page, dialog.getByRole('combobox', { name: /^参观人1\s*证件类型$/ }), visitor.document);
  await dialog.getByRole('textbox', { name: /^参观人1\s*证件号码$/ }).fill(visitor.number);
  return dialog;
}

test('a passport holder verifies with the passport and books under it, the 预约须知 in view', async ({
  page,
  baseURL,
}) => {
  const token = await signInVisitor(page.request, `137${run}2`);
  await signInPages(page.context(), token, baseURL!);
  await openBooking(page);

  const realName = page.getByRole('dialog', { name: '实名认证' });
  await chooseOption(page, realName.getByRole('combobox', { name: '证件类型' }), '护照');
  await realName.getByRole('textbox', { name: '真实姓名' }).fill('Anna Schmidt');
  await realName.getByRole('textbox', { name: '护照号码' }).fill('E1');
  await realName.getByRole('checkbox').check();
  await realName.getByRole('button', { name: '提交认证' }).click();
  await expect(realName.getByText('护照号码应为 5 到 17 位字母或数字')).toBeVisible();
  const passport = `E${run}`;
  await realName.getByRole('textbox', { name: '护照号码' }).fill(passport);
  await realName.getByRole('button', { name: '提交认证' }).click();
  await page.getByRole('button', { name: '继续预约' }).click();

  const dialog = page.getByRole('dialog', { name: '入馆预约' });
  const notes = dialog.getByRole('region', { name: '预约须知' });
  await expect(
    notes.getByText('同一证件 30 天内最多预约 4 个参观日（参观当日取消的预约也计入）。'),
  ).toBeVisible();
  await fillVisitor(page, { name: 'Anna Schmidt', sex: '女', age: '41', document: '护照', number: passport });
  await expectAccessible(page, '.ant-modal');
  await dialog.getByRole('button', { name: '提交预约' }).click();
  const ticket = dialog.getByRole('article', { name: '入馆凭证' });
  await expect(ticket.getByText('A**********t（女，41岁）')).toBeVisible();
});

test('a visitor with three same-day cancellations is refused until the bar ends; an admin lifts it', async ({
  page,
  baseURL,
  browser,
}) => {
  const until = museumDayIn(50);
  const token = await signInVisitor(page.request, BARRED.phone);
  await signInPages(page.context(), token, baseURL!);

  await page.goto('/userCenter/bookings');
  await expect(page.getByText(`因多次预约未到馆，${until} 前暂不能预约。`)).toBeVisible();

  await openBooking(page);
  const dialog = await fillVisitor(page, {
    name: BARRED.name,
    sex: '男',
    age: '36',
    document: '居民身份证',
    number: BARRED.idCard,
  });
  await dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(page.getByText(`因多次预约未到馆，${until} 前暂不能预约`).first()).toBeVisible();

  // The admin finds the bar under 入馆管理 · 爽约禁约 and lifts it with a reason.
  const desk = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
  await signInStaff(desk, 'admin');
  await desk.goto('/admin/entry/bans');
  const row = desk.getByRole('row', { name: /王\*川/ });
  await expect(row).toContainText(until);
  await expect(row).toContainText('居民身份证 6501**********0016');
  await expectAccessible(desk);
  await row.getByRole('button', { name: /^解除禁约：王\*川/ }).click();
  const lift = desk.getByRole('dialog', { name: '解除 王*川 的禁约' });
  await lift.getByRole('button', { name: '解除禁约' }).click();
  await expect(lift.getByText('请填写解除禁约的原因')).toBeVisible();
  await lift.getByRole('textbox', { name: '解除原因' }).fill('观众来电说明三次均因病未能到馆');
  await lift.getByRole('button', { name: '解除禁约' }).click();
  await expect(desk.getByRole('row', { name: /王\*川/ })).toHaveCount(0);
  await desk.close();

  // The visitor books again.
  await dialog.getByRole('button', { name: '提交预约' }).click();
  await expect(dialog.getByRole('article', { name: '入馆凭证' })).toBeVisible();
});

test('the front desk books a walk-in at the window and prints the ticket', async ({ browser, baseURL }) => {
  const desk = await browser.newPage({ baseURL, viewport: { width: 1280, height: 900 } });
  await signInStaff(desk, 'frontdesk');
  await desk.goto('/admin/entry/window');
  await expect(desk.getByRole('heading', { name: '窗口预约' })).toBeVisible();
  await chooseOption(desk, desk.getByRole('combobox', { name: '入馆日期' }), /余 \d+/);
  await desk.getByRole('textbox', { name: /^参观人1\s*姓名$/ }).fill('张桂兰');
  await desk.locator('label', { hasText: /^女$/ }).click();
  await desk.getByRole('spinbutton', { name: /^参观人1\s*年龄$/ }).fill('78');
  await desk.getByRole('textbox', { name: /^参观人1\s*证件号码$/ }).fill(idCardNumber(`9${run.slice(-2)}`));
  await expectAccessible(desk);
  await desk.getByRole('button', { name: '预约并出票' }).click();

  const ticket = desk.getByRole('article', { name: '入馆凭证' });
  await expect(ticket.getByText('张*兰（女，78岁）')).toBeVisible();
  await expect(ticket.getByRole('img', { name: /入馆二维码，票号 [A-Z2-9]{12}/ })).toBeVisible();
  // 打印 opens the browser's print dialog; printed, the page is the ticket alone.
  await desk.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await desk.getByRole('button', { name: '打印入馆凭证' }).click();
  expect(await desk.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await desk.emulateMedia({ media: 'print' });
  await expect(ticket).toBeVisible();
  await expect(desk.getByRole('button', { name: '预约下一位' })).toBeHidden();
  await expect(desk.getByRole('heading', { name: '窗口预约' })).toBeHidden();
  await desk.close();
});
