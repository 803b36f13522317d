export {
  browserLanguage,
  englishAntdLocale,
  i18nFor,
  languageReady,
  pageI18n,
  pageLanguage,
  setPageLanguage,
} from './i18n';
export { LanguageProvider, useLanguage } from './language';
