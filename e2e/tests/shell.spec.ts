import { useCareMode } from '../src/care.ts';
import { expect, test } from '../src/test.ts';

test('the root path lands on /home with header, footer and side bar', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '天山美术馆', exact: true })).toBeVisible();
  const nav = header.getByRole('navigation', { name: '主导航' });
  for (const item of ['首页', '展览', '公共教育', '公告', '馆务']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: '典藏' })).toBeVisible();
  await expect(header.getByRole('button', { name: '登录' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/版权所有/)).toBeVisible();
  await expect(footer.getByRole('link', { name: /ICP备/ })).toHaveAttribute('target', '_blank');
  // The codes are drawn as the visitor nears the foot of the page, not while it starts.
  await footer.getByText(/版权所有/).scrollIntoViewIfNeeded();
  await expect(footer.getByRole('img', { name: '官方公众号二维码' })).toBeVisible();

  const sideBar = page.getByRole('navigation', { name: '快捷服务' });
  for (const item of ['个人中心', '系统消息', '入馆预约', '楼层导览']) {
    await expect(sideBar.getByRole('button', { name: item })).toBeVisible();
  }
});

for (const mode of ['standard', 'care'] as const) {
  test(`the quick services' bar covers none of the page's content on a desk's screen (${mode} mode)`, async ({
    page,
    baseURL,
  }) => {
    if (mode === 'care') await useCareMode(page.context(), baseURL!);
    for (const width of [1024, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/exhibition');
      const overlap = await page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="快捷服务"]')!.getBoundingClientRect();
        // The right edge of each content column, inside its padding.
        const rights = [...document.querySelectorAll('main .page-container, footer .page-container')].map(
          (box) => box.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(box).paddingRight),
        );
        return { barLeft: bar.left, contentRight: Math.max(...rights) };
      });
      expect(overlap.contentRight, `at ${width} px`).toBeLessThanOrEqual(overlap.barLeft);
    }
  });
}

test('a keyboard skips to the main content or to the quick services, which come last on the page', async ({
  page,
}) => {
  await page.goto('/home');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到快捷服务' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(
    page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '个人中心' }),
  ).toBeFocused();
});

test('friendly links come from the server and open in a new window', async ({ page }) => {
  await page.goto('/home');
  await page.getByRole('button', { name: '友情链接' }).hover();
  const link = page.getByRole('menuitem', { name: /国家文物局/ }).getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', 'https://www.ncha.gov.cn/');
});

test('a deep link is served by the history fallback and an unknown path shows the 404 page', async ({
  page,
}) => {
  await page.goto('/notice/detail/999999');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '您访问的页面不存在' })).toBeVisible();
});

test('reserving, applying to host and donating ask an anonymous visitor to sign in first', async ({
  page,
}) => {
  await page.goto('/home');
  const loginDialog = page.getByRole('dialog', { name: '账号登录' });
  const closeLogin = async () => {
    await loginDialog.getByRole('button', { name: /关闭|Close/ }).click();
    await expect(loginDialog).toBeHidden();
  };
  await page.getByRole('navigation', { name: '快捷服务' }).getByRole('button', { name: '入馆预约' }).click();
  await expect(loginDialog).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await closeLogin();

  for (const entry of ['申请办展', '藏品捐赠']) {
    await page.getByRole('banner').getByRole('button', { name: '参与' }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: new RegExp(`^${entry}`) })
      .click();
    await expect(loginDialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await closeLogin();
  }
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`header menus and popovers open under their buttons (reduced motion: ${reducedMotion})`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion });
    await page.goto('/home');
    const header = page.getByRole('banner');
    const below = async (trigger: string, popup: ReturnType<typeof page.locator>) => {
      await header.getByRole('button', { name: trigger }).click();
      await expect(popup).toBeInViewport();
      // Polled: the popup may be drawn a frame or two before it is aligned (or mid-zoom, with motion on).
      await expect
        .poll(async () => {
          const button = (await header.getByRole('button', { name: trigger }).boundingBox())!;
          const box = (await popup.boundingBox())!;
          const under = box.y >= button.y + button.height - 1;
          const overlaps = box.x < button.x + button.width && box.x + box.width > button.x;
          return under && overlaps
            ? 'under the button'
            : `button ${JSON.stringify(button)}, popup ${JSON.stringify(box)}`;
        })
        .toBe('under the button');
      await page.keyboard.press('Escape');
      await page.mouse.move(5, 600);
      await expect(popup).toBeHidden();
    };
    await below('友情链接', page.getByRole('menu').filter({ hasText: '国家文物局' }));
    await below('参与', page.locator('.ant-popover').filter({ hasText: '藏品捐赠' }));
  });
}

test('the site is sent under a Content Security Policy, and a page that breaks it fails its test', async ({
  page,
}) => {
  const response = await page.goto('/home');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('banner')).toBeVisible();
  // An inline script, as an injected one would be: refused, and reported by the fixture in src/test.ts.
  test.fail(true, 'the fixture must fail a test whose page broke the policy');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});
