import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The visitor site's interface text (docs/PRODUCT.md "English"): Chinese is the source, written in the code with
 * Lingui's macros; English is the translation, in one catalogue per part of the site (src/locales/en/*.po), so
 * people translating different parts never edit the same file. The staff console stays Chinese: its code is not
 * extracted. `npm run i18n:extract -w web` updates the catalogues from the code.
 */
export default defineConfig({
  sourceLocale: 'zh',
  locales: ['zh', 'en'],
  // Where each message is used, without line numbers: a catalogue changes only when its messages do.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/shared'],
      exclude: ['**/console/**', '**/*.test.*'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/{name}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['**/staff/**', '**/*.test.*'],
    },
  ],
  orderBy: 'origin',
  // The macros' React side, in Chinese where a component is drawn without the app's providers.
  runtimeConfigModule: {
    useLingui: ['@/shared/i18n/runtime', 'useLingui'],
    Trans: ['@/shared/i18n/runtime', 'Trans'],
  },
});
