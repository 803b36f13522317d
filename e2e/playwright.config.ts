import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_USE, DESKTOP_CHROMIUM } from './src/browser.ts';
import { ICMS_FIXTURE_ORIGIN, ICMS_FIXTURE_PORT, REMOTE_SITE_PORT } from './src/icms.ts';

const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-e2e-'));
const remoteDataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-e2e-icms-'));
const webDist: Record<string, string> = process.env.WEB_OUT_DIR
  ? { WEB_DIST_DIR: process.env.WEB_OUT_DIR }
  : {};

/**
 * The built site and API on a fresh embedded database with demo content (or on the PostgreSQL database and Redis
 * named by E2E_DATABASE_URL and E2E_REDIS_URL), driven by Debian's Chromium. Beside it, for the collection read
 * from a museum's own ICMS: a stand-in ICMS on its own origin, and a second site proxying it.
 */
/**
 * On the production engines (CI's second run), the specs whose paths behave the same on either engine are left
 * out: the shell's headers and offline pages, the floor guide's plans, the outside ICMS's proxy, the accessibility
 * sweep, care mode's measures and the English pages (markup, keys, styles and catalogues, whatever stores the
 * data), the collection's pages (the built-in collection service reads the same seeded works either way) and the
 * SEO tags. Every other spec, a new one included, runs on both: what writes, limits, caches or searches.
 */
const ENGINE_INDEPENDENT = [
  '**/shell.spec.ts',
  '**/floor-guide.spec.ts',
  '**/icms.spec.ts',
  '**/accessibility.spec.ts',
  '**/care-mode.spec.ts',
  '**/collection.spec.ts',
  '**/seo.spec.ts',
  '**/english.spec.ts',
];

/**
 * When CI runs the two side by side (E2E_SHARED_RUNS), each spec above still runs once, but these go to the
 * production engines' run rather than the embedded one, so that the two end together: the embedded run would
 * otherwise take half as long again as the other (the accessibility sweep alone is a third of it). Run by hand,
 * the embedded run takes every spec.
 */
const ON_THE_SECOND_RUN = [
  '**/english.spec.ts',
  '**/shell.spec.ts',
  '**/care-mode.spec.ts',
  '**/collection.spec.ts',
];

const onProductionEngines = Boolean(process.env.E2E_DATABASE_URL);
const moved = process.env.E2E_SHARED_RUNS ? ON_THE_SECOND_RUN : [];
const testIgnore = onProductionEngines ? ENGINE_INDEPENDENT.filter((spec) => !moved.includes(spec)) : moved;

export default defineConfig({
  testDir: './tests',
  testIgnore,
  outputDir: './.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: { ...BROWSER_USE, baseURL: `http://localhost:${port}` },
  projects: DESKTOP_CHROMIUM,
  webServer: [
    {
      command: 'npm run start -w server',
      cwd: '..',
      url: `http://localhost:${port}/prod-api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        // Every test visitor comes from 127.0.0.1; the per-IP SMS limit is tested by the server tests.
        SMS_IP_HOURLY_LIMIT: '1000',
        // Today takes bookings at any hour the suite runs (the ticket checked in at the door must be today's).
        ENTRY_LAST_ENTRY_TIME: '23:58',
        ENTRY_CLOSING_TIME: '23:59',
        ...webDist,
        // The production engines, when asked for by name (CI runs the suite once on each).
        ...(onProductionEngines ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        ...(process.env.E2E_REDIS_URL ? { REDIS_URL: process.env.E2E_REDIS_URL } : {}),
      },
    },
    {
      command: `npx tsx server/test/icms-fixture.ts ${ICMS_FIXTURE_PORT}`,
      cwd: '..',
      url: `${ICMS_FIXTURE_ORIGIN}/icmsApi/icmsRestController/getShareCulType`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run start -w server',
      cwd: '..',
      url: `http://localhost:${REMOTE_SITE_PORT}/prod-api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(REMOTE_SITE_PORT),
        DATA_DIR: remoteDataDir,
        LOG_LEVEL: 'warn',
        // Only the collection is looked at here, and it comes from the ICMS.
        SEED_DEMO: 'false',
        COLLECTION_API_BASE: `${ICMS_FIXTURE_ORIGIN}/icmsApi/icmsRestController`,
        ...webDist,
      },
    },
  ],
});
