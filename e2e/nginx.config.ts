import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BROWSER_USE, DESKTOP_CHROMIUM } from './src/browser.ts';

/**
 * The site as deploy/nginx.conf and docs/deploy.md run it: nginx with TLS and HTTP/2 in front of two production
 * server processes (the built bundle) sharing PostgreSQL and Redis (E2E_DATABASE_URL, E2E_REDIS_URL), the assets
 * and stored pictures read from disk by nginx. CI runs it after the other suites (`npx playwright test -c
 * nginx.config.ts`).
 */
const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.E2E_DATABASE_URL;
const redisUrl = process.env.E2E_REDIS_URL;
if (!databaseUrl || !redisUrl) {
  throw new Error(
    'the test through nginx runs on PostgreSQL and Redis: set E2E_DATABASE_URL and E2E_REDIS_URL',
  );
}
const httpsPort = Number(process.env.E2E_NGINX_HTTPS_PORT ?? 8443);
const httpPort = Number(process.env.E2E_NGINX_HTTP_PORT ?? 8088);
const appPorts = (process.env.E2E_NGINX_APP_PORTS ?? '8191,8192').split(',').map(Number);
const webDist = process.env.WEB_OUT_DIR ?? path.join(root, 'web/dist');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-e2e-nginx-data-'));
const nginxDir = mkdtempSync(path.join(os.tmpdir(), 'museum-e2e-nginx-'));
const nginxConf = execFileSync(
  process.execPath,
  [
    path.join(root, 'scripts/nginx-test-config.mjs'),
    nginxDir,
    ...['--https-port', String(httpsPort), '--http-port', String(httpPort)],
    ...['--app-ports', appPorts.join(','), '--web-dist', webDist, '--data-dir', dataDir],
  ],
  { encoding: 'utf8' },
).trim();
const origin = `https://localhost:${httpsPort}`;

/** A production process: its own key and address, the demo adapters allowed by name as a demo installation does. */
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: origin,
  PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
  ALLOW_CONSOLE_SMS: 'true',
  ALLOW_WECHAT_SIMULATOR: 'true',
  TRUST_PROXY: '1',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
  LOG_LEVEL: 'warn',
};

export default defineConfig({
  testDir: './nginx',
  outputDir: './.artifacts/nginx-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: { ...BROWSER_USE, baseURL: origin, ignoreHTTPSErrors: true },
  projects: DESKTOP_CHROMIUM,
  webServer: [
    // One process writes the demo content into the empty database; the other shares it.
    ...appPorts.map((port, index) => ({
      command: 'npm run start -w server',
      cwd: '..',
      url: `http://127.0.0.1:${port}/prod-api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { ...production, PORT: String(port), SEED_DEMO: String(index === 0) },
    })),
    {
      command: `/usr/sbin/nginx -p ${nginxDir} -c ${nginxConf} -g "daemon off;"`,
      url: `${origin}/prod-api/health`,
      ignoreHTTPSErrors: true,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
