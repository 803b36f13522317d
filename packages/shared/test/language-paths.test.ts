import { describe, expect, it } from 'vitest';
import {
  languageOfPath,
  languageOfRequest,
  pathInLanguage,
  pathWithoutLanguage,
  routerBase,
} from '../src/common/language.ts';

describe("a page's language, from its address", () => {
  it('is English under /en and Chinese everywhere else', () => {
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/en/exhibition/detail/3')).toBe('en');
    expect(languageOfPath('/exhibition')).toBe('zh');
    // A route that merely starts with the letters is no English page.
    expect(languageOfPath('/entry')).toBe('zh');
  });

  it('gives the same page in the other language, both ways, the home included', () => {
    expect(pathInLanguage('/exhibition/detail/3', 'en')).toBe('/en/exhibition/detail/3');
    expect(pathInLanguage('/en/exhibition/detail/3', 'zh')).toBe('/exhibition/detail/3');
    expect(pathInLanguage('/en', 'zh')).toBe('/home');
    expect(pathInLanguage('/home', 'en')).toBe('/en/home');
    expect(pathInLanguage('/en/search', 'en')).toBe('/en/search');
    expect(pathWithoutLanguage('/en/')).toBe('/home');
  });

  it("sets the English router's base, and none for Chinese", () => {
    expect(routerBase('en')).toBe('/en');
    expect(routerBase('zh')).toBeUndefined();
  });
});

describe('the language a call asks for', () => {
  it('is Chinese when it says nothing, as the spec client does', () => {
    expect(languageOfRequest(undefined)).toBe('zh');
    expect(languageOfRequest('fr-FR,de;q=0.8')).toBe('zh');
  });

  it('takes lang= before the header, and the heavier of zh and en in Accept-Language', () => {
    expect(languageOfRequest('zh-CN', 'en')).toBe('en');
    expect(languageOfRequest('en-US,en;q=0.9', 'zh')).toBe('zh');
    expect(languageOfRequest('en-GB,en;q=0.9,zh-CN;q=0.8')).toBe('en');
    expect(languageOfRequest('zh-CN,zh;q=0.9,en;q=0.8')).toBe('zh');
    expect(languageOfRequest('fr;q=1, en;q=0.5, zh;q=0')).toBe('en');
  });
});
