import { SitePaths } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { type Answer, fakeServer, ok } from '#test/console.tsx';
import { LanguageProvider, languageReady, setPageLanguage } from '@/shared/i18n';
import { sharedEnglishReady } from '@/shared/lib/shared-english';
import { FeedbackHost } from '@/shared/ui/feedback-host/FeedbackHost';

/**
 * What the English tests of the visitor's account, applications and donations share: the page's language set as a
 * page sets it, the site's settings answered, and a check that no Chinese is left in the interface.
 */

/** Chinese characters, which an English page must not show in its own interface. */
const CHINESE = /[\u4e00-\u9fff]/;

/**
 * Every text and every named attribute under `root` that still holds Chinese outside a part marked Chinese
 * (`lang="zh-…"`: a name, what a visitor or a reviewer wrote), as e2e's chineseLeft finds them.
 */
export function chineseIn(root: Element): string[] {
  const found: string[] = [];
  const marked = (element: Element | null) =>
    element?.closest('[lang]')?.getAttribute('lang')?.startsWith('zh');
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (CHINESE.test(text) && !marked(node.parentElement)) found.push(text);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value && CHINESE.test(value) && !marked(element)) found.push(`${name}=${value}`);
    }
  }
  return found;
}

/** Before English renders: the interface's catalogue and the shared package's English, as an English page loads. */
export async function englishReady() {
  await languageReady('en');
  await sharedEnglishReady();
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
