import { Trans } from '@lingui/react/macro';
import { LANGUAGE_TAGS, type Language } from '@museum/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '@/shared/i18n';
import styles from './ItemText.module.css';

/** An item as the server answered it: `lang: 'zh'` on an English page when it has no English yet. */
export interface InLanguage {
  lang?: Language;
}

/** Whether the page is English and the item's text Chinese (it has no English yet). */
export function useUntranslated(item: InLanguage): boolean {
  return useLanguage() === 'en' && item.lang === 'zh';
}

/** The `lang` of an item's text where it differs from the page's: its Chinese on an English page. */
export const useTextLang = (item: InLanguage): string | undefined =>
  useUntranslated(item) ? LANGUAGE_TAGS.zh : undefined;

/**
 * The text of an item (docs/PRODUCT.md "English"): as it is, unless the page is English and the item has no
 * English yet, where a note says so and the Chinese text is marked as Chinese (for screen readers and fonts).
 */
export function ItemText({ item, children }: { item: InLanguage; children: ReactNode }) {
  const lang = useTextLang(item);
  if (!lang) return <>{children}</>;
  return (
    <>
      <p className={styles.note} role="note">
        <Trans>本条目暂无英文版本，以下为中文原文。</Trans>
      </p>
      <div lang={lang}>{children}</div>
    </>
  );
}
