export {
  antdReady,
  browserLanguage,
  englishAntdLocale,
  englishFormatsReady,
  i18nFor,
  languageReady,
  loadPageMessages,
  pageI18n,
  pageLanguage,
  recordMessages,
  setPageLanguage,
} from './i18n';
export { LanguageProvider, useLanguage } from './language';
