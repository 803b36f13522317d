export { browserLanguage, englishAntdLocale, i18nFor, languageReady } from './i18n';
export { LanguageProvider, useLanguage } from './language';
