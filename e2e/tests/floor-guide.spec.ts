import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectAccessible } from '../src/axe.ts';
import { expect, type Page, test } from '../src/test.ts';

/**
 * The floor guide from the side bar: the four floors drawn from the server's plans (demo content), zoom, a hall's
 * details, closing with Escape; axe on the open dialog; screenshots at 1440 px and 360 px for a person to look at.
 */
const shots = path.resolve(import.meta.dirname, '../.artifacts/screenshots');
mkdirSync(shots, { recursive: true });

async function openFloorGuide(page: Page) {
  await page.goto('/home');
  await page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '楼层导览' }).click();
  const dialog = page.getByRole('dialog', { name: '楼层导览' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: floorTab('1F') })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

/** A floor's tab is named by its code and Chinese name: `1F 一层`. */
const floorTab = (floor: string) => new RegExp(`^${floor} `);

const planOf = (page: Page) => page.getByRole('dialog').getByRole('group', { name: /平面图$/ });

test('visitors switch floors, zoom, read a hall and close the guide with Escape', async ({ page }) => {
  const dialog = await openFloorGuide(page);
  const plan = planOf(page);
  await expect(plan).toHaveAccessibleName('一层（1F）平面图');
  await expect(plan.getByRole('button', { name: /^丝路厅/ })).toBeVisible();
  await expect(dialog.getByText('主入口、服务台与寄存处', { exact: false })).toBeVisible();

  await dialog.getByRole('tab', { name: floorTab('2F') }).click();
  await expect(dialog.getByRole('heading', { name: /二层/ })).toBeVisible();
  for (const name of ['天山厅', '昆仑厅', '博格达厅']) {
    await expect(planOf(page).getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  }

  // The tab list works from the keyboard too: Home goes to the lowest floor.
  await dialog.getByRole('tab', { name: floorTab('2F') }).press('Home');
  await expect(dialog.getByRole('tab', { name: floorTab('-1F') })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('heading', { name: /地下一层/ })).toBeVisible();
  await expect(planOf(page).getByRole('button', { name: /^实验空间/ })).toBeVisible();
  await expect(planOf(page).getByRole('button', { name: /^青年艺术空间/ })).toBeVisible();
  await expect(dialog.getByRole('list', { name: /图例/ }).getByText('车库入口')).toBeVisible();

  // Zoom in with the button: the plan shows a smaller part (viewBox), the level reads 150%.
  const before = await planOf(page).getAttribute('viewBox');
  await dialog.getByRole('button', { name: '放大' }).click();
  await expect(dialog.getByRole('status')).toHaveText('150%');
  const zoomed = await planOf(page).getAttribute('viewBox');
  expect(zoomed).not.toEqual(before);
  // Arrow keys pan the focused plan.
  await planOf(page).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(planOf(page)).not.toHaveAttribute('viewBox', zoomed!);
  await dialog.getByRole('button', { name: '复位' }).click();
  await expect(planOf(page)).toHaveAttribute('viewBox', before!);

  // Select a hall on the plan: its details appear beside it.
  await planOf(page)
    .getByRole('button', { name: /^实验空间/ })
    .click();
  const details = dialog.getByRole('region', { name: '展厅详情' });
  await expect(details.getByRole('heading', { name: '实验空间' })).toBeVisible();
  await expect(details).toContainText('480 ㎡');
  await expect(details).toContainText('可申请举办展览');
  await expect(details).toContainText('黑盒空间');

  // Or from the list, by keyboard.
  await dialog
    .getByRole('button', { name: /^青年艺术空间/ })
    .last()
    .focus();
  await page.keyboard.press('Enter');
  await expect(details.getByRole('heading', { name: '青年艺术空间' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: '楼层导览' })).toBeHidden();
});

test('a hall on the plan is chosen with the keyboard', async ({ page }) => {
  const dialog = await openFloorGuide(page);
  const hall = planOf(page).getByRole('button', { name: /^瓷韵厅/ });
  await hall.focus();
  await page.keyboard.press('Enter');
  await expect(hall).toHaveAttribute('aria-pressed', 'true');
  const details = dialog.getByRole('region', { name: '展厅详情' });
  await expect(details.getByRole('heading', { name: '瓷韵厅' })).toBeVisible();
  await expect(details).toContainText('不对外申请');
});

test('the open floor guide passes axe and is photographed at 1440 px and 360 px', async ({ page }) => {
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 780 });
    const dialog = await openFloorGuide(page);
    await planOf(page)
      .getByRole('button', { name: /^丝路厅/ })
      .click();
    await expect(dialog.getByRole('region', { name: '展厅详情' }).getByRole('heading')).toHaveText('丝路厅');
    await expectAccessible(page, '.ant-modal');
    // The dialog and its plan fit the window's width.
    for (const box of [await dialog.boundingBox(), await planOf(page).boundingBox()]) {
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `floor-guide-${width}.png`) });
    if (width < 800) {
      // The whole dialog, scrolled as a visitor would: a tall window shows it at once.
      await page.setViewportSize({ width, height: 1900 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shots, `floor-guide-${width}-full.png`) });
      await page.setViewportSize({ width, height: 780 });
    }

    await dialog.getByRole('tab', { name: floorTab('2F') }).click();
    await dialog.getByRole('button', { name: '放大' }).click();
    await planOf(page)
      .getByRole('button', { name: /^天山厅/ })
      .click();
    await expect(dialog.getByRole('status')).toHaveText('150%');
    await expectAccessible(page, '.ant-modal');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `floor-guide-2f-zoomed-${width}.png`) });
  }
});
