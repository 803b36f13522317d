import { CARE_MODE, type SiteSettings } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '#test/routes.tsx';
import { LanguageProvider, languageReady } from '@/shared/i18n';
import { siteSettingsKeys } from '@/shared/settings/useSiteSettings';
import AccessibilityScreen from './AccessibilityScreen';

const settings = {
  name: '天山美术馆',
  address: '新疆乌鲁木齐市天山区文澜路 88 号',
  phone: '0991-8812345',
  openingHours: '周二至周日 10:00–18:00',
} as SiteSettings;

afterEach(cleanup);

const renderStatement = () =>
  renderRoutes([{ path: 'accessibility', Component: AccessibilityScreen }], '/accessibility', [
    [siteSettingsKeys.all, settings],
  ]);

describe('the accessibility statement', () => {
  it('says what it aims at, what it does, what it does not yet, and whom to ask, in that order', () => {
    renderStatement();
    expect(screen.getByRole('heading', { level: 1, name: '无障碍声明' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '我们遵循的标准',
      '本网站为您做了什么',
      '尚未做到的地方',
      '遇到困难，请告诉我们',
      '到馆参观的帮助',
      '关于本声明',
      '需要帮助？',
    ]);
    const text = document.body.textContent ?? '';
    for (const standard of ['WCAG）2.2 的 AA 级', 'GB/T 37668-2019', '互联网网站适老化通用设计规范']) {
      expect(text).toContain(standard);
    }
  });

  it("states care mode's measures from the contract, and the documents a booking takes", () => {
    renderStatement();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`正文字号不小于 ${CARE_MODE.minTextPx} 像素`);
    expect(text).toContain(`对比度不低于 ${CARE_MODE.minContrast}:1`);
    expect(text).toContain(`不小于 ${CARE_MODE.minTargetPx} × ${CARE_MODE.minTargetPx} 像素`);
    expect(text).toContain('也可以使用护照、港澳居民来往内地通行证');
  });

  it("names the museum's phone, address and the time to answer, and when it was written", () => {
    renderStatement();
    const help = screen.getByRole('complementary', { name: '无障碍帮助' });
    expect(within(help).getByRole('link', { name: '0991-8812345' }).getAttribute('href')).toBe(
      'tel:0991-8812345',
    );
    expect(within(help).getByText('新疆乌鲁木齐市天山区文澜路 88 号')).toBeTruthy();
    expect(within(help).getByText('5 个工作日内')).toBeTruthy();
    const dates = document.querySelectorAll('time[datetime="2026-11-29"]');
    expect(dates.length).toBeGreaterThan(0);
    expect(document.body.textContent).toContain('每年复核一次');
    expect(document.body.textContent).toContain(
      '来信寄至 新疆乌鲁木齐市天山区文澜路 88 号，天山美术馆服务台收',
    );
  });
});

describe('the accessibility statement in English', () => {
  const english = {
    name: 'Tianshan Art Museum',
    address: '88 Wenlan Road, Tianshan District, Urumqi, Xinjiang',
    phone: '+86 991 881 2345',
    openingHours: 'Tuesday to Sunday, 10:00–18:00',
  } as SiteSettings;

  async function renderEnglish() {
    await languageReady('en');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(siteSettingsKeys.all, english);
    const router = createMemoryRouter([{ path: '*', Component: AccessibilityScreen }], {
      initialEntries: ['/accessibility'],
    });
    render(
      <LanguageProvider language="en">
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </LanguageProvider>,
    );
  }

  it('is the whole statement, in English, naming the museum, its phone and address as the settings give them', async () => {
    await renderEnglish();
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'The standards we follow',
      'What this website does for you',
      'Where we fall short',
      'Tell us if you have difficulty',
      'Help when you visit',
      'About this statement',
      'Need help?',
    ]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Web Content Accessibility Guidelines (WCAG) 2.2, level AA');
    expect(text).toContain('GB/T 37668-2019');
    expect(text).toContain(`body text is at least ${CARE_MODE.minTextPx} pixels`);
    expect(text).toContain(`at least ${CARE_MODE.minTargetPx} × ${CARE_MODE.minTargetPx} pixels`);
    // The other documents, as an English sentence lists them.
    expect(text).toContain(
      'you can book with a passport, a Mainland Travel Permit for Hong Kong and Macao Residents, a Mainland Travel Permit for Taiwan Residents, a Foreign Permanent Resident ID Card, or a Residence Permit for Hong Kong, Macao and Taiwan Residents;',
    );
    expect(text).toContain('move between links, buttons and form fields with Tab and Shift + Tab');
    expect(text).toContain(
      'by writing to the Information Desk, Tianshan Art Museum, 88 Wenlan Road, Tianshan District, Urumqi, Xinjiang',
    );
    expect(text).toContain('Tianshan Art Museum wants every visitor');

    const help = screen.getByRole('complementary', { name: 'Accessibility help' });
    expect(within(help).getByRole('link', { name: '+86 991 881 2345' }).getAttribute('href')).toBe(
      'tel:+86 991 881 2345',
    );
    expect(within(help).getByText('Within 5 working days')).toBeTruthy();
    const dates = [...document.querySelectorAll('time[datetime="2026-11-29"]')].map(
      (time) => time.textContent,
    );
    expect(dates).toEqual(['29 November 2026', '29 November 2026']);
    expect(text).not.toMatch(/[\u4e00-\u9fff]/);
  });
});
