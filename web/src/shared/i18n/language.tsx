import { I18nProvider } from '@lingui/react';
import type { Language } from '@museum/shared';
import { createContext, type ReactNode, useContext } from 'react';
import { i18nFor } from './i18n';

const LanguageContext = createContext<Language>('zh');

/** The page's language and its messages (`useLingui`, `<Trans>`), for everything drawn inside. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return (
    <LanguageContext value={language}>
      <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>
    </LanguageContext>
  );
}

/** The language the page is drawn in. */
export const useLanguage = () => useContext(LanguageContext);
