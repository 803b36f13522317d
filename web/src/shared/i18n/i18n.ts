import { type I18n, setupI18n } from '@lingui/core';
import { type Language, languageOfPath } from '@museum/shared';
import type { Locale } from 'antd/es/locale';

type CompiledMessage = ReturnType<Parameters<I18n['setMessagesCompiler']>[0]>;
const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * The Chinese source messages come in the code as written (vite-lingui-macro.ts keeps them), not compiled: this
 * compiles one when first shown. Chinese needs no plurals, so placeholders (`共 {count} 件`) are all there is;
 * the English catalogue is compiled in full by the build (plurals included).
 */
export function compileSource(message: string): CompiledMessage {
  const parts: CompiledMessage = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push([match[1]!]);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}

/** One instance per language, so the server draws pages in both side by side. */
const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, messages: { [language]: {} } });
    i18n.setMessagesCompiler(compileSource);
    instances.set(language, i18n);
  }
  return i18n;
}

let english: Promise<void> | undefined;
let antdEnglish: Locale | undefined;

/** antd's own words (pagination, date pickers, empty states) in English, loaded with the catalogue. */
export const englishAntdLocale = () => antdEnglish;

/**
 * Before the first render of a page in `language`: its catalogue (English only; the Chinese is in the code), loaded
 * once, as one chunk that Chinese pages never fetch.
 */
export function languageReady(language: Language): Promise<void> {
  if (language === 'zh') return Promise.resolve();
  english ??= import('../../locales/en').then(({ messages, antdLocale }) => {
    i18nFor('en').load('en', messages);
    antdEnglish = antdLocale;
  });
  return english;
}

/** The language of the page in this browser, from its address (the server draws it from the same). */
export const browserLanguage = (): Language =>
  typeof location === 'undefined' ? 'zh' : languageOfPath(location.pathname);

let current: Language = browserLanguage();

/**
 * The language of the page being drawn, for plain modules a render calls (formatting a date, a label from a
 * table): in the browser the page's, on the server set before each render, which runs at once
 * (`renderToString`), so pages drawn side by side in both languages never see each other's.
 */
export const pageLanguage = () => current;
export const setPageLanguage = (language: Language) => {
  current = language;
};
/** The messages of the page being drawn, for plain modules (components use `useLingui`). */
export const pageI18n = () => i18nFor(current);
