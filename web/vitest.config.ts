import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { linguiMacros } from './vite-lingui-macro.ts';

const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineProject({
  plugins: [linguiMacros(linguiConfigPath), react(), lingui({ configPath: linguiConfigPath })],
  // `@/shared/...`: the site's floor, named alike from every feature however deep (tsconfig.json's paths).
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) }] },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['test/setup.ts'],
    // A console screen test renders antd forms and dialogs through the router: seconds each when CI runs the
    // suites side by side on two cores, so the 5 s default fails tests that are merely slow.
    testTimeout: 20_000,
  },
});
