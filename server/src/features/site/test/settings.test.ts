import { DEFAULT_MUSEUM_TIMEZONE, museumDayOf, SitePaths, setMuseumTimeZone } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { loadConfig } from '../../../config.ts';
import { siteSettings } from '../service.ts';

/** The site states dates in the museum's zone: it learns the zone from the settings, as the server reads it. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ MUSEUM_TIMEZONE: 'Asia/Urumqi' });
});
afterAll(async () => {
  setMuseumTimeZone(DEFAULT_MUSEUM_TIMEZONE);
  await t.close();
});

const settings = async (query = '', headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ url: `/prod-api${SitePaths.settings}${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('site settings', () => {
  it('carry the configured time zone, the one the server reads days in', async () => {
    expect((await settings()).timeZone).toBe('Asia/Urumqi');
    // 01:30 on the 25th in Beijing is still 23:30 on the 24th in Urumqi.
    expect(museumDayOf(new Date('2026-11-24T17:30:00Z'))).toBe('2026-11-24');
  });

  it("carry the zone's offsets around today, which the browser reads its clock from instead of Intl", async () => {
    const { timeZoneOffsets } = await settings();
    const now = Date.now();
    expect(timeZoneOffsets.from).toBeLessThan(now);
    expect(timeZoneOffsets.until).toBeGreaterThan(now + 365 * 86_400_000);
    // Urumqi keeps UTC+6 all year.
    expect(timeZoneOffsets.changes).toEqual([[timeZoneOffsets.from, 360]]);
  });

  it("answer the museum's name and visiting information in English when the call asks for English", async () => {
    const chinese = await settings();
    expect(chinese).toMatchObject({
      name: '天山美术馆',
      address: '新疆乌鲁木齐市天山区文澜路 88 号',
      phone: '0991-8812345',
      openingHours: '周二至周日 10:00–18:00（17:00 停止入馆），周一闭馆（法定节假日除外）',
      mobileUrl: expect.stringMatching(/^https?:\/\/[^/]+\/home$/),
    });
    const english = {
      name: 'Tianshan Art Museum',
      address: '88 Wenlan Road, Tianshan District, Urumqi, Xinjiang',
      phone: '+86 991 881 2345',
      openingHours:
        'Tuesday to Sunday 10:00–18:00 (last entry 17:00); closed on Mondays except public holidays',
      mobileUrl: expect.stringMatching(/\/en\/home$/),
    };
    const byHeader = await settings('', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byHeader).toMatchObject(english);
    expect(await settings('?lang=en', { 'accept-language': 'zh-CN' })).toEqual(byHeader);
    // Everything else is the same in both languages.
    const { name, address, phone, openingHours, mobileUrl, ...rest } = byHeader;
    expect(chinese).toMatchObject(rest);
    // Chinese otherwise, exactly as before.
    expect(await settings('?lang=zh', { 'accept-language': 'en' })).toEqual(chinese);
    expect(await settings('', { 'accept-language': 'fr, zh;q=0.5' })).toEqual(chinese);
  });

  it("take a museum's own English, and its Chinese where it gave no English rather than the demo's", () => {
    const own = loadConfig({
      NODE_ENV: 'test',
      SITE_NAME: '某某美术馆',
      SITE_NAME_EN: 'Somewhere Art Museum',
      MUSEUM_ADDRESS: '某市某路 1 号',
      OPENING_HOURS_EN: 'Daily 09:00–17:00',
    });
    expect(siteSettings(own, 'https://museum.example.cn', 'en')).toMatchObject({
      name: 'Somewhere Art Museum',
      address: '某市某路 1 号',
      phone: '+86 991 881 2345',
      openingHours: 'Daily 09:00–17:00',
    });
    expect(siteSettings(own, 'https://museum.example.cn')).toMatchObject({
      name: '某某美术馆',
      address: '某市某路 1 号',
      openingHours: '周二至周日 10:00–18:00（17:00 停止入馆），周一闭馆（法定节假日除外）',
    });
  });
});
