import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
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
