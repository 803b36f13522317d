import { readdirSync, readFileSync } from 'node:fs';
import { defineProject } from 'vitest/config';

const INCLUDE = ['test/**/*.test.ts', 'src/**/*.test.ts'];
const here = new URL('.', import.meta.url);

/**
 * The test files that replace a module with vi.mock. A mock takes only in a module registry of the file's own, so
 * these run isolated (vitest.mocking.config.ts); found by their text, so a new one cannot land in the shared registry.
 */
export const MOCKING_TEST_FILES = ['test', 'src']
  .flatMap((dir) =>
    readdirSync(new URL(dir, here), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter(
    (file) => file.endsWith('.test.ts') && readFileSync(new URL(file, here), 'utf8').includes('vi.mock('),
  );

export const SERVER_TEST_OPTIONS = {
  include: INCLUDE,
  globalSetup: ['test/helpers/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineProject({
  test: {
    ...SERVER_TEST_OPTIONS,
    name: 'server',
    exclude: MOCKING_TEST_FILES,
    // Every file builds its own app, database and cache (test/helpers/app.ts); what a worker's files share is the
    // modules, loaded once rather than once a file: about 2 s of every file, and half the suite's time.
    isolate: false,
  },
});
