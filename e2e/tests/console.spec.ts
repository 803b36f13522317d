import sharp from 'sharp';
import { expectAccessible } from '../src/axe.ts';
import { museumToday } from '../src/dates.ts';
import { STAFF_PASSWORD, signInStaff } from '../src/staff.ts';
import { expect, type Page, test } from '../src/test.ts';

/**
 * The staff console end to end: an editor writes an exhibition with a cover and rich text, previews it as
 * visitors will see it, publishes it (the visitor site and search show it), then withdraws it; an admin adds a
 * staff member; the front desk cannot open the content screens. axe-core on every console screen visited.
 */

const TITLE = '昆仑玉石之路';

/** A cover picture: a gradient with a disc, as a PNG file the upload input takes. */
async function coverPicture() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#3d6b5a"/><stop offset="1" stop-color="#d8c9a3"/></linearGradient></defs>
    <rect width="800" height="600" fill="url(#g)"/><circle cx="400" cy="300" r="160" fill="#a33b2a"/></svg>`;
  return {
    name: '玉石之路.png',
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

/** Chooses in a select: the list antd shows (its options for screen readers sit apart, hidden). */
async function pick(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.locator('.ant-select-item-option:visible', { hasText: option }).first().click();
}

/** A Chinese text field by its label, not its English twin beside it (展览标题 and 展览标题（英文）). */
const chineseField = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^(\\* )?${label}$`) });

/** The visitor API's answer for one exhibition, as an anonymous visitor gets it. */
async function visitorCode(page: Page, id: string) {
  const answer = await page.request.get(`/prod-api/client/zhanlan/${id}`, { headers: { Authorization: '' } });
  return (await answer.json()).code as number;
}

test('an editor writes, previews, publishes and withdraws an exhibition', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInStaff(page, 'editor');
  const menu = page.getByRole('navigation', { name: /菜单/ });
  // The console opens on the dashboard; the content group opens from the menu.
  await expect(page.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
  await menu.getByRole('menuitem', { name: '内容管理' }).click();
  await menu.getByRole('link', { name: '展览' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '展览' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: '新建展览' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '新建展览' })).toBeVisible();
  // The form says what is missing before anything is sent.
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('请填写展览标题')).toBeVisible();

  await chineseField(page, '展览标题').fill(TITLE);
  await chineseField(page, '副标题').fill('和田玉与丝路交流文物展');
  await pick(page, '展览类型', '专题展览');
  // The calendar opens on this month: the first of it is a day it shows.
  const firstOfMonth = `${museumToday().slice(0, 8)}01`;
  await page.getByLabel('开展日期').click();
  await page.locator(`.ant-picker-cell[title="${firstOfMonth}"]:visible`).click();
  await expect(page.getByLabel('开展日期')).toHaveValue(firstOfMonth);
  await pick(page, '展厅', '天山厅');
  await chineseField(page, '摘要').fill('从昆仑山下的玉矿到长安的宫廷，一块玉石走过的路。');

  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(await coverPicture());
  const crop = page.getByRole('dialog', { name: /裁剪/ });
  await crop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-form-item', { hasText: '封面图' }).locator('img')).toBeVisible();

  const editor = page.getByRole('textbox', { name: '展览介绍', exact: true });
  await editor.click();
  // The Chinese text's own toolbar: its English twin below has one alike.
  const bold = page
    .getByRole('toolbar', { name: '展览介绍格式工具栏' })
    .getByRole('button', { name: '加粗' });
  await page.keyboard.type('玉出昆冈，');
  await bold.click();
  await page.keyboard.type('西玉东输');
  await bold.click();
  await page.keyboard.type('的故事。');
  await expectAccessible(page);

  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/exhibition\/\d+$/);
  const id = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `编辑展览：${TITLE}` })).toBeVisible();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();
  // A draft: visitors get 404 for it.
  expect(await visitorCode(page, id)).toBe(404);

  await page.getByRole('button', { name: '以访客身份预览' }).click();
  await expect(page.getByRole('complementary', { name: '预览说明' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.locator('strong', { hasText: '西玉东输' })).toBeVisible();
  await page.getByRole('link', { name: '返回编辑' }).click();

  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByText('已发布', { exact: true })).toBeVisible();
  expect(await visitorCode(page, id)).toBe(200);

  // A visitor, in a browser of their own, finds it on the site and in search.
  const visitor = await browser.newPage();
  await visitor.goto(`/exhibition/detail/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(visitor.locator('strong', { hasText: '西玉东输' })).toBeVisible();
  await visitor.goto(`/search/1/${encodeURIComponent(TITLE)}`);
  await expect(
    visitor.getByRole('region', { name: '展览搜索结果' }).getByRole('link', { name: TITLE }),
  ).toBeVisible();

  await page.getByRole('button', { name: '下线', exact: true }).click();
  await page.getByRole('tooltip').getByRole('button', { name: '下线', exact: true }).click();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();
  expect(await visitorCode(page, id)).toBe(404);
  await visitor.reload();
  await expect(visitor.getByRole('link', { name: TITLE })).toHaveCount(0);
  await visitor.close();
});

test('an admin adds a staff member, who can then sign in', async ({ page }) => {
  await signInStaff(page, 'admin');
  await page.getByRole('navigation', { name: /菜单/ }).getByRole('link', { name: '员工与角色' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '员工与角色' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: '新增员工' }).click();
  const dialog = page.getByRole('dialog', { name: '新增员工' });
  await dialog.getByLabel('用户名').fill('zhang.wei');
  await dialog.getByLabel('姓名').fill('张伟');
  await dialog.getByRole('checkbox', { name: /^内容编辑/ }).check();
  await dialog.getByLabel('初始密码').fill(STAFF_PASSWORD);
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: 'zhang.wei' })).toBeVisible();

  await page.getByRole('navigation', { name: /菜单/ }).getByRole('link', { name: '操作日志' }).click();
  await expect(page.getByRole('cell', { name: /zhang.wei|员工账号/ }).first()).toBeVisible();
  await expectAccessible(page);

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signInStaff(page, 'zhang.wei');
  // The dashboard, with the editor's section only.
  await expect(page.getByRole('heading', { level: 1, name: '概览' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^本周最多浏览/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^今日入馆/ })).toHaveCount(0);
});

test('the front desk cannot open the content screens', async ({ page }) => {
  await signInStaff(page, 'frontdesk');
  await expect(
    page.getByRole('navigation', { name: /菜单/ }).getByRole('link', { name: '展览' }),
  ).toHaveCount(0);
  await page.goto('/admin/content/exhibition');
  await expect(page.getByText('当前操作没有权限')).toBeVisible();
  await expectAccessible(page);
  // And the server refuses the call itself.
  const token = await page.evaluate(() => sessionStorage.getItem('museum.staffToken'));
  const answer = await page.request.get('/prod-api/admin/content/exhibition', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await answer.json()).code).toBe(403);
});
