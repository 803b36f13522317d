import { expectAccessible } from '../src/axe.ts';
import { expect, type Page, test } from '../src/test.ts';

/**
 * Content end to end: the home page, every list to a detail and back with its filters, page and
 * scroll kept, search from the header, collect and like with sign-in, and axe-core on these screens.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/**
 * How far from where the visitor left a restored scroll may land: a few pixels. A list whose rows grew after the
 * restore (a cover sized by its picture once that decoded) once left it one header height short of the bottom.
 */
const RESTORED_WITHIN = 4;

test('the home page shows the carousel, what is on, events, collection highlights and news', async ({
  page,
}) => {
  // Visitors who ask for less motion get a carousel that waits for them.
  await page.goto('/home');
  const carousel = page.getByRole('region', { name: '焦点展览' });
  await expect(carousel.getByRole('button', { name: '继续轮播' })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/home');
  await expect(carousel).toBeVisible();
  await expect(carousel.getByRole('group', { name: /^1 \/ 4/ })).toBeVisible();
  await carousel.getByRole('button', { name: '暂停轮播' }).click();
  await expect(carousel.getByRole('button', { name: '继续轮播' })).toBeVisible();
  await carousel.getByRole('button', { name: '下一张' }).click();
  await expect(carousel.getByRole('group', { name: /^2 \/ 4/ })).toBeVisible();
  await expect(carousel.getByRole('button', { name: /^第 2 张/ })).toHaveAttribute('aria-current', 'true');

  await expect(page.getByRole('heading', { level: 1, name: '天山美术馆' })).toBeVisible();
  for (const title of ['正在展出', '即将开展', '公共教育', '馆藏精品', '公告', '新闻动态']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(
    page.getByRole('navigation', { name: '快捷入口' }).getByRole('button', { name: '楼层导览' }),
  ).toBeVisible();
  await expectAccessible(page);

  const onView = page.locator('section', { has: page.getByRole('heading', { name: '正在展出' }) });
  const first = onView.getByRole('heading', { level: 3 }).first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/exhibition\/detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

interface ListCase {
  name: string;
  path: string;
  /** Applies the filter (and page) to test and returns the address parameters it should leave. */
  filter: (page: Page) => Promise<RegExp>;
}

const pressOption = (group: string, option: string) => async (page: Page) => {
  await page.getByRole('group', { name: group }).getByRole('button', { name: option, exact: true }).click();
};

const LISTS: ListCase[] = [
  {
    name: 'exhibitions, all of them, page 2',
    path: '/exhibition',
    filter: async (page) => {
      await pressOption('展览状态', '全部展览')(page);
      await expect(page).toHaveURL(/status=all/);
      await page.getByRole('navigation', { name: '分页' }).getByRole('listitem', { name: '2' }).click();
      return /\/exhibition\?status=all&page=2$/;
    },
  },
  {
    name: 'education events in review',
    path: '/education',
    filter: async (page) => {
      await pressOption('活动状态', '活动回顾')(page);
      return /\/education\?status=2$/;
    },
  },
  {
    name: 'collection works of one category',
    path: '/collection',
    filter: async (page) => {
      await page.getByRole('group', { name: '藏品门类' }).getByRole('button', { name: /^陶瓷/ }).click();
      return /\/collection\/\d+$/;
    },
  },
  {
    name: 'artists under one initial',
    path: '/artist',
    filter: async (page) => {
      await page
        .getByRole('navigation', { name: '按拼音首字母索引' })
        .getByRole('button', { name: /^Z，/ })
        .click();
      return /\/artist\?initial=Z$/;
    },
  },
  {
    name: 'academic items of one type',
    path: '/academic',
    filter: async (page) => {
      await pressOption('类型', '学术研究')(page);
      return /\/academic\?type=research$/;
    },
  },
  {
    name: 'notices found by a keyword',
    path: '/notice',
    filter: async (page) => {
      await page.getByRole('searchbox', { name: '关键词' }).fill('开放');
      await page.getByRole('searchbox', { name: '关键词' }).press('Enter');
      return /\/notice\?keyword=%E5%BC%80%E6%94%BE$/;
    },
  },
  {
    name: 'policies of the museum',
    path: '/policy',
    filter: async (page) => {
      await pressOption('类别', '本馆制度')(page);
      return /\/policy\?type=museum$/;
    },
  },
  {
    name: 'affairs on the open-information tab',
    path: '/affair',
    filter: async (page) => {
      await page
        .getByRole('navigation', { name: '馆务栏目' })
        .getByRole('link', { name: '馆务公开' })
        .click();
      return /\/affair\/2$/;
    },
  },
];

for (const list of LISTS) {
  test(`${list.name}: to a detail and back keeps the filter, the page and the scroll`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 640 });
    await page.goto(list.path);
    const address = await list.filter(page);
    await expect(page).toHaveURL(address);
    const links = page.locator('main').locator('h3 a');
    await expect(links.first()).toBeVisible();
    await expectAccessible(page);

    const target = links.last();
    const title = (await target.textContent())?.trim() ?? '';
    await target.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    // The wheel may scroll smoothly: the position kept is the one it comes to rest at.
    let before = -1;
    await expect
      .poll(async () => {
        const last = before;
        await page.waitForTimeout(150);
        before = await scrollY(page);
        return before === last;
      })
      .toBe(true);
    // The list was scrolled, so coming back to the top would fail the check below.
    expect(before).toBeGreaterThan(100);
    await target.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article').locator('[class*="text"]').first()).toBeVisible();
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(address);
    await expect(links.last()).toHaveText(title);
    // Back where the visitor was, with the item they opened in view.
    await expect
      .poll(async () => Math.abs((await scrollY(page)) - before))
      .toBeLessThanOrEqual(RESTORED_WITHIN);
    await expect(links.last()).toBeInViewport();
  });
}

test('search from the header: highlighted results, module tabs with counts, and an empty keyword explained', async ({
  page,
}) => {
  await page.goto('/home');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: '搜索' }).click();
  const popover = page.getByRole('search');
  await popover.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('请输入搜索关键词')).toBeVisible();

  const box = page.getByRole('textbox', { name: '搜索关键词' });
  await box.fill('丝绸之路');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/1\/%E4%B8%9D%E7%BB%B8%E4%B9%8B%E8%B7%AF$/);
  await expect(page.getByRole('heading', { level: 1, name: '搜索“丝绸之路”' })).toBeVisible();
  const results = page.getByRole('region', { name: '展览搜索结果' });
  await expect(results.locator('em', { hasText: '丝绸之路' }).first()).toBeVisible();
  await expectAccessible(page);

  const tabs = page.getByRole('navigation', { name: '按栏目查看结果' });
  await expect(tabs.getByRole('link', { name: /展览\s*\d+/ })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: /公共教育/ }).click();
  await expect(page).toHaveURL(/\/search\/2\//);
  const events = page.getByRole('region', { name: '公共教育搜索结果' });
  const hit = events.getByRole('heading', { level: 2 }).first();
  await expect(hit.getByRole('link')).toHaveAttribute('href', /^\/education\/detail\//);
  const hitTitle = (await hit.textContent())?.trim() ?? '';
  await hit.getByRole('link').click();
  await expect(page).toHaveURL(/\/education\/detail\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: hitTitle })).toBeVisible();
});

test('a missing item says so and leads back to its list', async ({ page }) => {
  await page.goto('/exhibition/detail/99999');
  await expect(page.getByRole('heading', { level: 1, name: '该展览不存在或已下线' })).toBeVisible();
  await page.getByRole('link', { name: '返回展览' }).click();
  await expect(page).toHaveURL(/\/exhibition$/);
});

/** What the page asked the browser's speech synthesis to do, kept by a stand-in that says nothing. */
interface SpeechLog {
  spoken: { text: string; lang: string }[];
  calls: string[];
}

/** Replaces the browser's speech synthesis by a recorder, before the page's scripts run. */
function recordSpeech() {
  const log: SpeechLog = { spoken: [], calls: [] };
  (window as unknown as { speechLog: SpeechLog }).speechLog = log;
  const synth = window.speechSynthesis;
  synth.speak = (utterance) => {
    log.calls.push('speak');
    log.spoken.push({ text: utterance.text, lang: utterance.lang });
  };
  for (const name of ['pause', 'resume', 'cancel'] as const) synth[name] = () => log.calls.push(name);
}

test('朗读 reads the exhibition title and text in Chinese, and pauses, resumes and stops', async ({
  page,
}) => {
  await page.addInitScript(recordSpeech);
  await page.goto('/exhibition/detail/1');
  // The exhibition's text as the server keeps it: its first sentence is to be heard.
  const item = (await (await page.request.get('/prod-api/client/zhanlan/1')).json()).data;
  const title = item.title as string;
  const paragraph = /<p>(.*?)<\/p>/s.exec(item.content as string)![1]!.replace(/<[^>]*>/g, '');
  const firstSentence = paragraph.split(/[。！？]/)[0]!.trim();
  expect(firstSentence.length).toBeGreaterThan(4);
  const log = () => page.evaluate(() => (window as unknown as { speechLog: SpeechLog }).speechLog);

  await page.getByRole('button', { name: '朗读' }).click();
  await expect(page.getByRole('status').filter({ hasText: '正在朗读' })).toBeVisible();
  const { spoken } = await log();
  expect(spoken[0]?.text).toBe(title);
  expect(spoken.every((piece) => piece.lang === 'zh-CN')).toBe(true);
  const heard = spoken.map((piece) => piece.text).join('');
  expect(heard).toContain(firstSentence);
  // Nothing of the header, the breadcrumb, the facts box or the related exhibitions.
  for (const chrome of ['登录', '首页', '展期', '其他展览']) expect(heard).not.toContain(chrome);

  await page.getByRole('button', { name: '暂停' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已暂停' })).toBeVisible();
  await page.getByRole('button', { name: '继续' }).click();
  await page.getByRole('button', { name: '停止' }).click();
  await expect(page.getByRole('button', { name: '朗读' })).toBeFocused();
  // Starting cancels whatever was speaking first; then each button its own call.
  expect((await log()).calls.filter((call) => call !== 'speak')).toEqual([
    'cancel',
    'pause',
    'resume',
    'cancel',
  ]);
});

/** Signs in through the console SMS provider and hands the session to the browser, as the site's login does. */
async function signIn(page: Page) {
  const phone = `136${Date.now().toString().slice(-8)}`;
  const sent = await (await page.request.get(`/prod-api/common/sms/send?phone=${phone}&type=signIn`)).json();
  expect(sent.code).toBe(200);
  const outbox = await (await page.request.get(`/prod-api/dev/sms-outbox?phone=${phone}`)).json();
  const smsCode = outbox.data[0].code as string;
  const signedIn = await (
    await page.request.post('/prod-api/client/smsSignIn', { data: { phone, smsCode } })
  ).json();
  expect(signedIn.code).toBe(200);
  const url = new URL(page.url());
  await page
    .context()
    .addCookies([{ name: 'Web-XJMSG-Token', value: signedIn.data.token, domain: url.hostname, path: '/' }]);
}

test('collect and like ask a signed-out visitor to sign in, then land in the favourites', async ({
  page,
}) => {
  await page.goto('/notice');
  const first = page.locator('main h3 a').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/\d+ 次浏览/)).toBeVisible();
  await page.getByRole('button', { name: /^收藏/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await signIn(page);
  await page.reload();
  const collect = page.getByRole('button', { name: /收藏/ });
  await expect(collect).toHaveAttribute('aria-pressed', 'false');
  await collect.click();
  await expect(page.getByRole('button', { name: /已收藏/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /^点赞/ }).click();
  await expect(page.getByRole('button', { name: /已点赞\s*1/ })).toBeVisible();

  await page.goto('/userCenter/favourites');
  const favourites = page.getByRole('region', { name: '我的收藏' });
  await expect(favourites.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(page);
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await favourites.getByRole('button', { name: new RegExp(`^取消收藏\\s*：${escaped}$`) }).click();
  await expect(favourites.getByText(/还没有收藏/)).toBeVisible();
});

test('on a 360 px phone every screen fits the width and passes axe', async ({ page }) => {
  // axe on every screen: a minute and more when the other run shares the cores.
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 780 });
  const screens = [
    '/home',
    '/exhibition',
    '/exhibition/detail/1',
    '/education',
    '/collection',
    '/artist',
    '/academic',
    '/notice',
    '/policy',
    '/affair',
    `/search/1/${encodeURIComponent('天山')}`,
    '/userCenter',
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first(), path).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  }
});
