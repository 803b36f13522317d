import { useLanguage } from '@/shared/i18n';
import { chineseLang } from '@/shared/lib/text-lang';

/**
 * A text from the server shown on its own (a fact, a tag, a title in a list): marked Chinese on an English page
 * where it is Chinese (an item without English, a name, or what stays Chinese in English such as 国务院令第659号),
 * so screen readers speak it as Chinese and the Chinese font draws it (docs/PRODUCT.md "English").
 */
export function ServerText({ children }: { children: string }) {
  const lang = chineseLang(children, useLanguage());
  return lang ? <span lang={lang}>{children}</span> : children;
}
