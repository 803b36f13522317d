import { statSync } from 'node:fs';
import path from 'node:path';
import {
  ApplicationPaths,
  DonationPaths,
  type EntryCalendarDay,
  EntryPaths,
  EntryStaffPaths,
  Sex,
} from '@museum/shared';
import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import sharp from 'sharp';
import { launchChromium } from './browser.ts';
import * as shots from './shots.ts';
import { signInStaff, staffToken } from './staff.ts';
import { idCardNumber, signInVisitor, uploadAsVisitor, verifyRealName } from './visitor.ts';

/**
 * `npm run tour:console -w e2e`: a screenshot tour of the staff console of a running site (BASE_URL, default
 * http://localhost:8080). It first books, checks in, applies, reports and orders as visitors over the API so the
 * screens have something to show, then signs in as each demo role and takes every screen of its menu at 1440×900,
 * plus the drawers and dialogs (the window only: a full page leaves their mask short), the edit form, the check-in
 * answers at 1024×768, the sign-in page and the 403 page. Pictures go to e2e/.artifacts/console-tour as
 * `<role>-<screen>-<width>.png` (emptied first); problems met on the way are listed at the end.
 * `-- --readme` also writes one picture per role to docs/images/console-<role>.png.
 */
const README = process.argv.includes('--readme');
const DESKTOP = { width: 1440, height: 900 };
const TABLET = { width: 1024, height: 768 };
const ROLES = ['admin', 'editor', 'frontdesk', 'reviewer'] as const;
type Role = (typeof ROLES)[number];
const imagesDir = path.resolve(import.meta.dirname, '../../docs/images');
const run = Date.now().toString().slice(-7);

/** A day in the museum's time zone (as the server counts entry days), some days from today. */
const museumDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

/** What the state made over the API leaves for the screens to show. */
interface Scene {
  /** Booked for today and not yet used: the front desk's valid answer. */
  validCode: string;
  /** Booked for today and checked in already: the refused answer. */
  usedCode: string;
  /** The calendar's label of today (e.g. 11月26日 周四), which names its day button. */
  todayLabel: string;
}

// ---------------------------------------------------------------------------------------------------------------
// State over the API

async function createState(api: APIRequestContext): Promise<Scene> {
  const admin = await staffToken(api, 'admin');
  const frontdesk = await staffToken(api, 'frontdesk');
  const today = museumDay(0);
  const tomorrow = museumDay(1);
  // Today and tomorrow take bookings, a weekly closed day included (the e2e suite opens days the same way).
  const calendar = await shots.call(
    api,
    admin,
    'GET',
    `${EntryStaffPaths.calendar}?from=${today}&to=${tomorrow}`,
  );
  const days = (calendar.data ?? []) as EntryCalendarDay[];
  for (const day of days.filter((d) => !d.open))
    await shots.call(api, admin, 'PUT', EntryStaffPaths.calendarDay(day.date), { open: true });

  const visitors = [];
  for (const [index, name] of ['阿依古丽', '买买提·艾力', '古丽娜尔'].entries()) {
    const phone = `137${run}${index}`;
    const token = await signInVisitor(api, phone);
    await verifyRealName(api, token, name, idCardNumber(`${run.slice(-2)}${index}`));
    visitors.push({ name, phone, token });
  }
  const [first, second, third] = visitors as [
    (typeof visitors)[0],
    (typeof visitors)[0],
    (typeof visitors)[0],
  ];
  const book = async (
    visitor: typeof first,
    day: string,
    users: { name: string; sex: Sex; age: number }[],
  ) => {
    const answer = await shots.call(api, visitor.token, 'POST', EntryPaths.apply, {
      applyTime: day,
      users,
      phone: visitor.phone,
    });
    return (answer.data?.ticketCode ?? '') as string;
  };
  const validCode = await book(first, today, [
    { name: first.name, sex: Sex.female, age: 29 },
    { name: '买买提·阿依', sex: Sex.male, age: 8 },
  ]);
  const usedCode = await book(second, today, [{ name: second.name, sex: Sex.male, age: 41 }]);
  await book(third, tomorrow, [
    { name: third.name, sex: Sex.female, age: 35 },
    { name: '艾尔肯', sex: Sex.male, age: 37 },
    { name: '努尔', sex: Sex.female, age: 6 },
  ]);
  await book(second, tomorrow, [{ name: second.name, sex: Sex.male, age: 41 }]);
  await shots.call(api, frontdesk, 'POST', EntryStaffPaths.checkin, { code: usedCode });

  // A hosting application with its plan as a PDF, left pending for the reviewer.
  const plan = await uploadAsVisitor(api, first.token, 'document', {
    name: '办展方案.pdf',
    mimeType: 'application/pdf',
    buffer: shots.PDF,
  });
  await shots.call(api, first.token, 'POST', ApplicationPaths.apply, {
    startTime: museumDay(30),
    endTime: museumDay(50),
    people: first.name,
    phone: first.phone,
    fileUrl: plan,
    intro: '以天山南北的岩画与当代版画对话，呈现游牧文化中的图像记忆；含三十件版画与两场公开工作坊。',
  });

  // A donation report with a photo of the piece and a certificate.
  const photo = await uploadAsVisitor(api, third.token, 'media', {
    name: '藏品正面.jpg',
    mimeType: 'image/jpeg',
    buffer: await (await api.get('/files/demo/exhibition/03.jpg')).body(),
  });
  const proof = await uploadAsVisitor(api, third.token, 'document', {
    name: '收藏证明.pdf',
    mimeType: 'application/pdf',
    buffer: shots.PDF,
  });
  await shots.call(api, third.token, 'POST', DonationPaths.report, {
    people: '马建国',
    phone: third.phone,
    fileUrl: `${photo},${proof}`,
    intro: '祖父收藏的一幅 1950 年代天山写生油画，布面，保存完好。',
  });

  // An exhibition and an event order, when the demo content has one that takes bookings.
  const order = { num: 2, people: third.name, phone: third.phone };
  if (!(await shots.bookFirstBookable(api, third.token, 1, order)))
    shots.note('no exhibition takes bookings');
  if (
    !(await shots.bookFirstBookable(api, second.token, 2, {
      num: 1,
      people: second.name,
      phone: second.phone,
    }))
  )
    shots.note('no event takes bookings');

  const todayLabel = days.find((day) => day.date === today)?.dayShortDesc ?? '';
  return { validCode, usedCode, todayLabel };
}

// ---------------------------------------------------------------------------------------------------------------
// Pictures

/** The README's picture of a role: the window only, compressed to a palette PNG. */
async function readmePicture(page: Page, role: Role) {
  if (!README) return;
  await shots.idle(page);
  await page.waitForTimeout(300);
  const target = path.join(imagesDir, `console-${role}.png`);
  await sharp(await page.screenshot({ animations: 'disabled' }))
    .png({ compressionLevel: 9, palette: true })
    .toFile(target);
  const kB = Math.round(statSync(target).size / 1024);
  console.info(`  docs/images/${path.basename(target)} (${kB} kB)`);
  if (kB > 250) shots.note(`${path.basename(target)} is ${kB} kB, over 250 kB`);
}

/**
 * A full-page picture taken with the window as tall as the page: the console's fixed side menu and sticky action
 * bar then stand where they are at the end of the page, not where the first screen left them.
 */
async function shootTall(page: Page, name: string) {
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  if (height > size.height) await page.setViewportSize({ width: size.width, height });
  try {
    await shots.shootPage(page, name);
  } finally {
    await page.setViewportSize(size);
  }
}

/** Every screen the side menu offers, its groups opened: the paths of its links. */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '后台菜单' });
  await nav.waitFor();
  const closed = nav.locator('.ant-menu-submenu-title[aria-expanded=false]');
  for (let i = 0; i < 10 && (await closed.count()) > 0; i++) {
    await closed.first().click();
    await page.waitForTimeout(300);
  }
  return nav
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** `/admin/entry/checkin` → `entry-checkin`. */
const screenName = (pathname: string) => pathname.replace(/^\/admin\/?/, '').replaceAll('/', '-') || 'home';

// ---------------------------------------------------------------------------------------------------------------
// Each role's tour

async function tourRole(browser: Browser, role: Role, scene: Scene) {
  console.info(role);
  const context = await shots.newContext(browser, DESKTOP);
  const page = await shots.open(context, '/admin/login');
  await signInStaff(page, role);
  await shots.idle(page);
  if (role === 'admin') {
    await shots.goto(page, '/admin');
    await readmePicture(page, role);
  }
  for (const pathname of await menuPaths(page)) {
    await shots.step(`${role}-${screenName(pathname)}`, async () => {
      await shots.goto(page, pathname);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await shootTall(page, `${role}-${screenName(pathname)}`);
    });
  }
  await EXTRAS[role](page, scene);
  await context.close();
}

/** What each role shows beyond its menu's screens. */
const EXTRAS: Record<Role, (page: Page, scene: Scene) => Promise<void>> = {
  async admin(page, scene) {
    await shots.step('admin-entry-calendar-drawer', async () => {
      await shots.goto(page, '/admin/entry/calendar');
      await page.getByRole('button', { name: new RegExp(`^${scene.todayLabel}，`) }).click();
      await shots.waitForDialog(page, `修改 ${scene.todayLabel}`);
      await shots.shootView(page, 'admin-entry-calendar-drawer');
    });
    await shots.step('admin-staff-new', async () => {
      await shots.goto(page, '/admin/staff');
      await page.getByRole('button', { name: '新增员工' }).click();
      await shots.waitForDialog(page, '新增员工');
      await shots.shootView(page, 'admin-staff-new');
    });
  },

  async editor(page) {
    await shots.step('editor-content-exhibition-edit', async () => {
      await shots.goto(page, '/admin/content/exhibition');
      await page.getByRole('link', { name: '编辑', exact: true }).first().click();
      await page.getByRole('heading', { level: 1, name: /^编辑展览/ }).waitFor();
      await shots.idle(page);
      await readmePicture(page, 'editor');
      await shootTall(page, 'editor-content-exhibition-edit');
    });
    await shots.step('editor-content-exhibition-new', async () => {
      await shots.goto(page, '/admin/content/exhibition/new');
      await page.getByRole('heading', { level: 1, name: '新建展览' }).waitFor();
      await page.getByRole('button', { name: '保存草稿' }).click();
      await page.getByText('请填写展览标题').waitFor();
      await shootTall(page, 'editor-content-exhibition-new-errors');
    });
  },

  async frontdesk(page, scene) {
    await page.setViewportSize(TABLET);
    await shots.step('frontdesk-entry-checkin-1024', async () => {
      await shots.goto(page, '/admin/entry/checkin');
      await shootTall(page, 'frontdesk-entry-checkin');
      const answer = page.getByRole('region', { name: '核验结果' });
      const code = page.getByRole('textbox', { name: '票号' });
      await code.fill(scene.validCode);
      await code.press('Enter');
      await answer.getByText('可以入馆').waitFor();
      await readmePicture(page, 'frontdesk');
      await shootTall(page, 'frontdesk-entry-checkin-valid');
      await code.fill(scene.usedCode);
      await code.press('Enter');
      await answer.getByText('不能入馆').waitFor();
      await shootTall(page, 'frontdesk-entry-checkin-refused');
    });
    await page.setViewportSize(DESKTOP);
    await shots.step('frontdesk-forbidden', async () => {
      await shots.goto(page, '/admin/content/exhibition');
      await page.getByText('当前操作没有权限').waitFor();
      await shootTall(page, 'frontdesk-forbidden');
    });
  },

  async reviewer(page) {
    await shots.step('reviewer-reviews-applications-drawer', async () => {
      await shots.goto(page, '/admin/reviews/applications');
      await page
        .getByRole('button', { name: /^审核申请 \d+（/ })
        .first()
        .click();
      await shots.waitForDialog(page, /^办展申请 #\d+$/);
      await shots.idle(page);
      await readmePicture(page, 'reviewer');
      await shots.shootView(page, 'reviewer-reviews-applications-drawer');
    });
    await shots.step('reviewer-reviews-donations-drawer', async () => {
      await shots.goto(page, '/admin/reviews/donations');
      await page
        .getByRole('button', { name: /捐赠登记 \d+（/ })
        .first()
        .click();
      await shots.waitForDialog(page, /^捐赠登记 #\d+$/);
      await shots.shootView(page, 'reviewer-reviews-donations-drawer');
    });
  },
};

/** The console's sign-in page, as anyone arriving sees it, and with what a blank submit says. */
async function tourSignIn(browser: Browser) {
  console.info('signed out');
  const context = await shots.newContext(browser, DESKTOP);
  const page = await shots.open(context, '/admin/login');
  await shots.step('guest-login', async () => {
    await page.getByLabel('图形验证码').waitFor();
    await shootTall(page, 'guest-login');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForTimeout(300);
    await shootTall(page, 'guest-login-errors');
  });
  await context.close();
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  await shots.startTour(path.resolve(import.meta.dirname, '../.artifacts/console-tour'));
  const api = await request.newContext({ baseURL: shots.base });
  const scene = await createState(api);
  await api.dispose();
  console.info(`state: today's tickets ${scene.validCode} (valid) and ${scene.usedCode} (checked in)`);
  const browser = await launchChromium();
  try {
    await tourSignIn(browser);
    for (const role of ROLES) await tourRole(browser, role, scene);
  } finally {
    await browser.close();
  }
  shots.endTour();
}

await main();
