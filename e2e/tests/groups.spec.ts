import { idCardCheckDigit } from '@museum/shared';
import { expectAccessible } from '../src/axe.ts';
import { museumToday } from '../src/dates.ts';
import { openDay } from '../src/entry.ts';
import { signInStaff, staffRequest } from '../src/staff.ts';
import { expect, test } from '../src/test.ts';
import { idCardNumber, signInPages, signInVisitor } from '../src/visitor.ts';

/**
 * Groups (docs/PRODUCT.md "Groups"): a school's leader pastes the class list of 30 into the group form, a
 * reviewer approves it in the console's queue, and the front desk lets the whole group in on its one ticket.
 */
test.describe.configure({ timeout: 150_000 });

const run = Date.now().toString().slice(-7);
const SCHOOL = `乌鲁木齐市第十小学${run.slice(-3)}`;

/** The class as a spreadsheet copies it: a heading, 27 pupils of 12 and 3 teachers, one with a passport. */
function classList(): string {
  const pupils = Array.from({ length: 27 }, (_, i) => {
    const body = `65010220140301${String(i + 1).padStart(3, '0')}`;
    return `学生${i + 1}\t${body}${idCardCheckDigit(body)}\t12`;
  });
  const teachers = [
    `李老师\t${idCardNumber('41')}\t41`,
    `马老师\t${idCardNumber('42')}\t38`,
    'Emma Wilson\t护照\tE7788990\t29',
  ];
  return ['姓名\t证件号码\t年龄', ...pupils, ...teachers].join('\n');
}

test('a school leader applies for a group of 30 with a pasted list; a reviewer approves; the desk lets the group in', async ({
  page,
  baseURL,
  browser,
  playwright,
}) => {
  const today = museumToday();
  const admin = await staffRequest(playwright, baseURL!, 'admin');
  await openDay(admin, today);
  await admin.dispose();

  // The leader applies from the personal centre.
  const token = await signInVisitor(page.request, `135${run}3`);
  await signInPages(page.context(), token, baseURL!);
  await page.goto('/userCenter/groups');
  await page.getByRole('button', { name: '申请团体预约' }).click();
  const dialog = page.getByRole('dialog', { name: '团体预约' });
  await dialog.locator(`input[name=entry-day][value="${today}"]`).check();
  await dialog.getByRole('textbox', { name: '单位名称' }).fill(SCHOOL);
  await dialog.getByRole('textbox', { name: '领队 姓名' }).fill('王建国');
  await dialog.getByRole('textbox', { name: '领队 手机号' }).fill(`135${run}3`);
  await dialog.getByRole('textbox', { name: '领队 证件号码' }).fill(idCardNumber('40'));
  await dialog.getByRole('textbox', { name: /^成员名单/ }).fill(classList());
  await expect(dialog.getByText('共 30 人（另有领队 1 人），其中未满 18 周岁 27 人')).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: /成员/ }).getByRole('row', { name: /Emma Wilson/ }),
  ).toContainText('护照');
  await expectAccessible(page, '.ant-modal');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  await dialog.getByRole('button', { name: '完成' }).click();
  const card = page.getByRole('article', { name: new RegExp(`^${SCHOOL}`) });
  await expect(card.getByText('待审核')).toBeVisible();

  // A reviewer approves it in the console's queue.
  const reviewer = await browser.newPage({ baseURL, viewport: { width: 1440, height: 900 } });
  await signInStaff(reviewer, 'reviewer');
  await reviewer.goto('/admin/reviews/groups');
  await reviewer.getByRole('button', { name: new RegExp(`^审核团体预约 \\d+（${SCHOOL}）$`) }).click();
  const drawer = reviewer.getByRole('dialog', { name: /^团体预约 #\d+$/ });
  await expect(drawer.getByRole('table', { name: '成员名单（30 人，不含领队）' })).toBeVisible();
  await expect(drawer.getByText('31 人（未成年 27 人），含领队')).toBeVisible();
  await expectAccessible(reviewer);
  await drawer.getByRole('radio', { name: '通过', exact: true }).check();
  await drawer.getByRole('button', { name: '通过申请' }).click();
  await expect(drawer.getByText(/已通过，团体入馆码/)).toBeVisible();
  await reviewer.close();

  // The leader is told and shown the group's one ticket.
  await page.reload();
  await expect(card.getByText('已通过')).toBeVisible();
  await card.getByRole('button', { name: '团体入馆码' }).click();
  const qr = page.getByRole('img', { name: /入馆二维码，票号/ });
  await expect(qr).toBeVisible();
  const code = (await qr.getAttribute('alt'))!.match(/票号 (\w+)/)![1]!;
  await page.keyboard.press('Escape');

  // At the door, one scan lets the 31 in, counted by the desk.
  const desk = await browser.newPage({ baseURL, viewport: { width: 1024, height: 768 } });
  await signInStaff(desk, 'frontdesk');
  await desk.goto('/admin/entry/checkin');
  await desk.getByRole('textbox', { name: '票号' }).fill(code);
  await desk.getByRole('textbox', { name: '票号' }).press('Enter');
  const answer = desk.getByRole('region', { name: '核验结果' });
  await expect(answer.getByText('可以入馆')).toBeVisible();
  await expect(answer.getByText('团体 31 人，请清点人数后放行')).toBeVisible();
  await desk.close();

  await page.reload();
  await expect(card.getByText('已入馆')).toBeVisible();
});
