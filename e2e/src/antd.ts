import type { Locator, Page } from 'playwright-core';

/**
 * Chooses `label` in an antd Select by keyboard, as a keyboard user does: focus, open with the arrow, walk to the
 * option, Enter. (A click on a freshly opened list's option is sometimes lost to its opening animation.)
 */
export async function chooseOption(page: Page, combobox: Locator, label: string) {
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await combobox.and(page.locator('[aria-expanded="true"]')).waitFor();
  const dropdown = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const options = dropdown.locator('.ant-select-item-option');
  await options.first().waitFor();
  const titles = await options.evaluateAll((found) => found.map((option) => option.getAttribute('title')));
  const target = titles.indexOf(label);
  if (target < 0) throw new Error(`no option ${label} among ${titles.join('、')}`);
  const active = await options.evaluateAll((options) =>
    options.findIndex((option) => option.classList.contains('ant-select-item-option-active')),
  );
  const steps = target - Math.max(active, 0);
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
  await combobox.and(page.locator('[aria-expanded="false"]')).waitFor();
}
