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

type Catalogue = Record<string, CompiledMessage>;

/** The ids of the English messages a server render reads, while one is recorded (`recordMessages`). */
let recording: Set<string> | undefined;

/** One instance per language, so the server draws pages in both side by side. */
const instances = new Map<Language, I18n>();

export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    // English messages are read through this, so a render can tell which it showed (`recordMessages`).
    const messages: Catalogue =
      language === 'en'
        ? new Proxy<Catalogue>(
            {},
            {
              get(target, id) {
                if (recording && typeof id === 'string') recording.add(id);
                return Reflect.get(target, id);
              },
            },
          )
        : {};
    i18n = setupI18n({ locale: language, messages: { [language]: messages } });
    i18n.setMessagesCompiler(compileSource);
    instances.set(language, i18n);
  }
  return i18n;
}

let english: Promise<void> | undefined;
/** One promise, so React's `use` reads it as settled after the first time. */
const CHINESE_READY = Promise.resolve();
let antd: Promise<Locale> | undefined;
let antdEnglish: Locale | undefined;

/** antd's own words (pagination, date pickers, empty states) in English, once `antdReady` has loaded them. */
export const englishAntdLocale = () => antdEnglish;

/** antd's English, before an English page's first render (a chunk of its own, ~1.5 kB). */
export function antdReady(language: Language): Promise<unknown> {
  if (language === 'zh') return Promise.resolve();
  antd ??= import('antd/es/locale/en_US').then(({ default: locale }) => {
    antdEnglish = locale;
    return locale;
  });
  return antd;
}

/**
 * The whole interface in `language` (English only; the Chinese is in the code), loaded once, as one chunk that
 * Chinese pages never fetch: before a page is drawn in the browser, a dialog opens or a new screen shows. An
 * English page the server drew hydrates with its own messages (`loadPageMessages`) and loads this after.
 */
export function languageReady(language: Language): Promise<void> {
  if (language === 'zh') return CHINESE_READY;
  english ??= Promise.all([import('../../locales/en'), antdReady(language)]).then(([{ messages }]) => {
    // Merged in place, without the instance's change event: what is drawn already reads the same words, and a
    // page that just hydrated is not drawn again.
    Object.assign(i18nFor('en').messages, messages);
  });
  return english;
}

/**
 * The English messages a server render shows, from the ids it read while `draw` ran: sent with the page, so the
 * browser hydrates it in English without the whole catalogue in its first load.
 */
export function recordMessages(draw: () => void): Catalogue {
  const seen = new Set<string>();
  recording = seen;
  try {
    draw();
  } finally {
    recording = undefined;
  }
  const messages = i18nFor('en').messages as Catalogue;
  return Object.fromEntries([...seen].flatMap((id) => (id in messages ? [[id, messages[id]!]] : [])));
}

/** The messages a server-drawn English page came with, before it hydrates. */
export function loadPageMessages(messages: Catalogue) {
  Object.assign(i18nFor('en').messages, messages);
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
