import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'server', 'server/vitest.mocking.config.ts', 'web', 'test'],
  },
});
