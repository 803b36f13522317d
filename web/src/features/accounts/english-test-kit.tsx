import { SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { type Answer, fakeServer, ok } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { useSession } from '@/shared/stores/session';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';

/**
 * What the English tests of the visitor's account, applications and donations share: the page's language set as a
 * page sets it and the site's settings answered (the check for Chinese left is shared/lib/chinese-left-test-kit).
 */

/** Before English renders: the interface's catalogue and the shared package's English, as an English page loads. */
export async function englishReady() {
  await languageReady('en');
  await sharedEnglishReady();
}

/**
 * Each test of the file on its own: English loaded before the first; after each, the page Chinese again, no one
 * signed in and the fetch stubs gone.
 */
export function englishForEachTest() {
  beforeAll(englishReady);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setPageLanguage('zh');
    useSession.setState({ token: '', userInfo: null });
  });
}

/** The API of these tests: the site's settings (an English museum name) and whatever else a test answers. */
export function serve(answers: Record<string, Answer> = {}) {
  return fakeServer({
    [`GET ${SitePaths.settings}`]: ok({
      name: 'Tianshan Art Museum',
      phone: '0991-1234567',
      timeZone: 'Asia/Shanghai',
    }),
    ...answers,
  });
}

/** `children` drawn as a page in `language` draws them: its providers, its router and its toasts. */
export function renderIn(language: 'zh' | 'en', children: ReactNode) {
  setPageLanguage(language);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <LanguageProvider language={language}>
        <FeedbackHost />
        <MemoryRouter>{children}</MemoryRouter>
      </LanguageProvider>
    </QueryClientProvider>,
  );
}
