import { defineProject } from 'vitest/config';
import { MOCKING_TEST_FILES, SERVER_TEST_OPTIONS } from './vitest.config.ts';

/** The server's test files that mock a module (vi.mock), each in a module registry of its own. */
export default defineProject({
  test: { ...SERVER_TEST_OPTIONS, name: 'server-mocking', include: MOCKING_TEST_FILES },
});
