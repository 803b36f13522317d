/**
 * The site's two languages (docs/PRODUCT.md "English"): Chinese at the root, English under /en. The spec's client
 * sends no language and gets Chinese; the English site asks with `Accept-Language: en` or `lang=en`.
 */
export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** The prefix of every English page; `/en` alone leads to the English home, as `/` to the Chinese one. */
export const ENGLISH_PREFIX = '/en';

/** What `<html lang>`, `hreflang` and `Intl` call each language. */
export const LANGUAGE_TAGS: Record<Language, string> = { zh: 'zh-CN', en: 'en' };

const ENGLISH_PATH = /^\/en(?=\/|$)/;

/** The language a page's address is in. */
export const languageOfPath = (pathname: string): Language => (ENGLISH_PATH.test(pathname) ? 'en' : 'zh');

/** The address without its language prefix: the route the page is in either language. */
export function pathWithoutLanguage(pathname: string): string {
  const rest = pathname.replace(ENGLISH_PATH, '');
  return rest === '' || rest === '/' ? '/home' : rest;
}

/** The same page in `language`: `/exhibition/detail/3` ↔ `/en/exhibition/detail/3`. */
export function pathInLanguage(pathname: string, language: Language): string {
  const route = pathWithoutLanguage(pathname);
  return language === 'zh' ? route : `${ENGLISH_PREFIX}${route}`;
}

/** The router's base of a language's pages: its links stay in that language without saying so. */
export const routerBase = (language: Language) => (language === 'en' ? ENGLISH_PREFIX : undefined);

/**
 * The language a call asks for: `lang=en|zh` wins, else the first of zh and en in `Accept-Language` by weight;
 * Chinese when neither says.
 */
export function languageOfRequest(acceptLanguage: string | undefined, lang?: string | null): Language {
  if (lang === 'en' || lang === 'zh') return lang;
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  let best: { language: Language; weight: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const primary = tag.split('-')[0];
    if (primary !== 'en' && primary !== 'zh') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language: primary, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
