import { type Language, type SiteSettings, TERMS_EFFECTIVE_DAYS } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, languageReady } from '@/shared/i18n';
import { siteSettingsKeys } from '@/shared/settings/useSiteSettings';
import { TermsDialog, type TermsKind } from './TermsDialog';

const CHINESE = /[\u4e00-\u9fff]/;

const SETTINGS: Record<Language, Partial<SiteSettings>> = {
  zh: { name: '天山美术馆', phone: '0991-8812345', address: '新疆乌鲁木齐市天山区文澜路 88 号' },
  en: {
    name: 'Tianshan Art Museum',
    phone: '+86 991 881 2345',
    address: '88 Wenlan Road, Tianshan District, Urumqi, Xinjiang',
  },
};

function renderTerms(kind: TermsKind, language: Language) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteSettingsKeys.all, SETTINGS[language]);
  const onClose = vi.fn();
  render(
    <LanguageProvider language={language}>
      <QueryClientProvider client={client}>
        <TermsDialog kind={kind} onClose={onClose} />
      </QueryClientProvider>
    </LanguageProvider>,
  );
  return onClose;
}

beforeAll(() => languageReady('en'));
afterEach(cleanup);

describe('the terms and the privacy policy', () => {
  it('in Chinese, as written', () => {
    renderTerms('terms', 'zh');
    const dialog = screen.getByRole('dialog', { name: '用户服务协议' });
    expect(within(dialog).getByRole('heading', { name: '一、服务内容' })).toBeTruthy();
    expect(dialog.textContent).toContain('欢迎使用天山美术馆网站。');
    expect(dialog.textContent).toContain('发布日期：2026年1月1日　生效日期：2026年1月8日');
    expect(dialog.textContent).toContain('请联系天山美术馆观众服务部：电话 0991-8812345');
    expect(within(dialog).getByRole('button', { name: '我知道了' })).toBeTruthy();
  });

  it('in English, the user service agreement whole, naming the museum and its contacts', async () => {
    renderTerms('terms', 'en');
    const dialog = screen.getByRole('dialog', { name: 'Terms of Service' });
    // The English texts come as their own chunk, on the English pages only.
    expect(await within(dialog).findByRole('heading', { name: '1. Services' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      '1. Services',
      '2. Account registration and security',
      '3. Real-name verification and entry booking',
      '4. Exhibition applications and the registration of collection donations',
      '5. Rules of use',
      '6. Intellectual property',
      '7. Suspension and termination of accounts',
      '8. Changes to the services and limitation of liability',
      '9. Amendments to this Agreement',
      '10. Governing law and dispute resolution',
      'Contact us',
    ]);
    const text = dialog.textContent ?? '';
    expect(text).toContain('Welcome to the website of Tianshan Art Museum.');
    expect(text).toContain('Published 1 January 2026 · Effective 8 January 2026');
    expect(text).toContain(`will take effect ${TERMS_EFFECTIVE_DAYS} days after the date of its publication`);
    expect(text).toContain(
      'please contact the Visitor Services Department of Tianshan Art Museum: telephone +86 991 881 2345; address 88 Wenlan Road',
    );
    expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeTruthy();
    expect(text).not.toMatch(CHINESE);
  });

  it('in English, the privacy policy whole', async () => {
    renderTerms('privacy', 'en');
    const dialog = screen.getByRole('dialog', { name: 'Privacy Policy' });
    expect(
      await within(dialog).findByRole('heading', {
        name: '2. Rules for the processing of sensitive personal information',
      }),
    ).toBeTruthy();
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    const text = dialog.textContent ?? '';
    expect(text).toContain('Personal Information Protection Law of the People’s Republic of China');
    expect(text).toContain('stored encrypted with AES-256');
    expect(text).toContain('security logs: kept for six months;');
    expect(text).toContain('a name such as Li Xiaolan, for example, appears as “L********n”');
    expect(text).not.toMatch(CHINESE);
  });
});
