import type { Language } from '@museum/shared';

const CHINESE = /[\u3400-\u9fff]/;

/**
 * The `lang` of a text from the server shown on an English page that has not come in English (an item not
 * translated yet, a message written in Chinese): 'zh-CN', so screen readers and 朗读 read it as Chinese. Undefined
 * otherwise, the page's own language standing.
 */
export const chineseLang = (text: string | null | undefined, language: Language): 'zh-CN' | undefined =>
  language === 'en' && text && CHINESE.test(text) ? 'zh-CN' : undefined;
