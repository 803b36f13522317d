export {
  antdReady,
  browserLanguage,
  englishAntdLocale,
  i18nFor,
  languageReady,
  loadPageMessages,
  pageI18n,
  pageLanguage,
  recordMessages,
  setPageLanguage,
} from './i18n';
export { LanguageProvider, useLanguage } from './language';
