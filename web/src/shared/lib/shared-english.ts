import type { Language } from '@museum/shared';
import { useSyncExternalStore } from 'react';
import { pageLanguage, useLanguage } from '../i18n';

type English = typeof import('@museum/shared/english');

let english: English | undefined;
let loading: Promise<English> | undefined;
const listeners = new Set<() => void>();

/**
 * The shared package's English (the twin of each of its messages, `englishOf`): its own chunk, loaded once by English
 * pages only (docs/PRODUCT.md "English"), so a Chinese page never downloads it.
 */
export function sharedEnglishReady(): Promise<English> {
  loading ??= import('@museum/shared/english').then((module) => {
    english = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/**
 * A message of the shared package (`Messages.phoneRequired`, a checker's answer, a label) in the page's language:
 * unchanged on a Chinese page, its English on an English one. A text the package does not make (a name, or a message
 * that is English already, as the server answers English pages) comes back as it is. For code that runs when
 * something happens (a failed call, a form checked): English pages load the English with the page, long before.
 */
export function inPageLanguage(text: string, language: Language = pageLanguage()): string {
  if (language === 'zh') return text;
  if (english) return english.englishOf(text);
  void sharedEnglishReady();
  return text;
}

/** The same, waiting for the English where it has not arrived yet (a form's checker, a call's failure). */
export async function inPageLanguageReady(
  text: string,
  language: Language = pageLanguage(),
): Promise<string> {
  if (language === 'zh') return text;
  return (await sharedEnglishReady()).englishOf(text);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const loaded = () => english;

/**
 * For components that show a shared package's message as they draw (a field's hint): `inPageLanguage` in the
 * language of the page drawn, drawn again once the English has arrived. Only for what the browser draws (dialogs,
 * the personal centre); a server-drawn screen takes its words from the interface's catalogue.
 */
export function useInPageLanguage(): (text: string) => string {
  const language = useLanguage();
  const module = useSyncExternalStore(subscribe, loaded, loaded);
  if (language === 'en' && !module) void sharedEnglishReady();
  return (text) => (language === 'en' && module ? module.englishOf(text) : text);
}

// An English page asks for it at once, beside its catalogue: a form's message or a call's failure may come any time.
if (pageLanguage() === 'en') void sharedEnglishReady();
