import { describe, expect, it } from 'vitest';
import { languageOfRequest } from '../src/index.ts';

describe('languageOfRequest', () => {
  it.each([
    // The spec's client sends neither: Chinese.
    [undefined, undefined, 'zh'],
    ['', null, 'zh'],
    ['en', undefined, 'en'],
    ['en-GB', undefined, 'en'],
    ['EN-us', undefined, 'en'],
    ['zh-CN', undefined, 'zh'],
    // By weight, whatever the order.
    ['zh-CN,zh;q=0.9,en;q=0.8', undefined, 'zh'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', undefined, 'en'],
    ['zh;q=0.4, en;q=0.7', undefined, 'en'],
    ['en;q=0.5, zh;q=0.8', undefined, 'zh'],
    // Languages the site has not are skipped; none left is Chinese.
    ['fr-FR, en;q=0.3', undefined, 'en'],
    ['fr, de;q=0.9', undefined, 'zh'],
    ['*', undefined, 'zh'],
    // q=0 is "not this one"; a weight that is no number is skipped.
    ['en;q=0, zh;q=0.1', undefined, 'zh'],
    ['en;q=0', undefined, 'zh'],
    ['en;q=abc', undefined, 'zh'],
    // lang=en|zh wins over the header; any other value is not a language.
    ['zh-CN', 'en', 'en'],
    ['en', 'zh', 'zh'],
    ['en', 'fr', 'en'],
    [undefined, 'EN', 'zh'],
    [undefined, '', 'zh'],
  ] as const)('%j with lang=%j is %s', (header, lang, language) => {
    expect(languageOfRequest(header, lang)).toBe(language);
  });
});
