import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/**
 * The English catalogues (web/src/locales/en, lingui.config.ts): every message of the visitor site translated, and
 * one English for one Chinese text. Lingui names a message by its Chinese text, so two catalogues translating the
 * same text differently would leave the page's words to the order they load in (and the server's page and the
 * browser's whole catalogue could disagree as it hydrates).
 */
const DIRECTORY = path.resolve(import.meta.dirname, '../src/locales/en');
const catalogues = readdirSync(DIRECTORY)
  .filter((file) => file.endsWith('.po'))
  .map((file) => ({ file, items: PO.parse(readFileSync(path.join(DIRECTORY, file), 'utf8')).items }));

describe('the English catalogues', () => {
  it('are there, one per part of the site', () => {
    expect(catalogues.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['shell.po', 'site.po', 'content.po']),
    );
  });

  it('translate every message, and keep none that the code no longer uses', () => {
    const untranslated = catalogues.flatMap(({ file, items }) =>
      items
        .filter((item) => !item.obsolete && !item.msgstr[0]?.trim())
        .map((item) => `${file}: ${item.msgid}`),
    );
    expect(untranslated).toEqual([]);
    const obsolete = catalogues.flatMap(({ file, items }) =>
      items.filter((item) => item.obsolete).map((item) => `${file}: ${item.msgid}`),
    );
    expect(obsolete).toEqual([]);
  });

  it('give one Chinese text one English, whichever part of the site says it', () => {
    const english = new Map<string, { file: string; text: string }>();
    const conflicts: string[] = [];
    for (const { file, items } of catalogues) {
      for (const item of items) {
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const text = item.msgstr[0] ?? '';
        const seen = english.get(key);
        if (seen && seen.text !== text)
          conflicts.push(`${item.msgid}: "${seen.text}" (${seen.file}) ≠ "${text}" (${file})`);
        else if (!seen) english.set(key, { file, text });
      }
    }
    expect(conflicts).toEqual([]);
  });
});
