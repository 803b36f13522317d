import type { Locator, Page } from 'playwright-core';

/**
 * Chooses an option of an antd Select by keyboard, as a keyboard user does: focus, open with the arrow, walk to
 * the option (disabled ones are passed over, by the list as by this count), Enter. `label` is the option's whole
 * text, or a pattern for the first that fits. (A click on a freshly opened list is sometimes lost to its opening
 * animation.)
 */
export async function chooseOption(page: Page, combobox: Locator, label: string | RegExp) {
  await combobox.focus();
  await page.keyboard.press('ArrowDown');
  await combobox.and(page.locator('[aria-expanded="true"]')).waitFor();
  const options = page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option:not(.ant-select-item-option-disabled)',
  );
  await options.first().waitFor();
  const titles = await options.evaluateAll((found) =>
    found.map((option) => option.getAttribute('title') ?? ''),
  );
  const target = titles.findIndex((title) =>
    typeof label === 'string' ? title === label : label.test(title),
  );
  if (target < 0) throw new Error(`no option ${label} among ${titles.join('、')}`);
  const active = await options.evaluateAll((found) =>
    found.findIndex((option) => option.classList.contains('ant-select-item-option-active')),
  );
  const steps = target - Math.max(active, 0);
  for (let i = 0; i < Math.abs(steps); i += 1) await page.keyboard.press(steps > 0 ? 'ArrowDown' : 'ArrowUp');
  await page.keyboard.press('Enter');
  await combobox.and(page.locator('[aria-expanded="false"]')).waitFor();
  return titles[target]!;
}
