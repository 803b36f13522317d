import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { demoConveniences, startBanner } from '../src/conveniences.ts';
import { solveCaptcha } from '../src/features/accounts/test/support.ts';
import { DEMO_VISITOR, retireDemoVisitor } from '../src/seed/accounts.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../src/seed/staff.ts';
import { createTestApp, PRODUCTION_TEST_ENV } from './helpers/app.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the server's real entry point with exactly `env` (plus PATH), until it exits or `until` sees its output. */
function runServer(env: Record<string, string>, until?: (output: string) => boolean) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  return new Promise<{ code: number | null; output: string; child: ChildProcess }>((resolve) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.(output)) resolve({ code: null, output, child });
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => resolve({ code, output, child }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('starting the server', () => {
  it('refuses production without its own key and public address, naming both', async () => {
    const { code, output } = await runServer({ NODE_ENV: 'production', ALLOW_CONSOLE_SMS: 'true' });
    expect(code).toBe(1);
    expect(output).toContain('PERSONAL_DATA_KEY');
    expect(output).toContain('PUBLIC_URL');
    expect(output).toContain('WECHAT_MODE=simulator');
  });

  it('stops on a malformed DATABASE_URL with the variable named, not a driver error', async () => {
    const { code, output } = await runServer({ DATABASE_URL: 'postgres//nowhere' });
    expect(code).toBe(1);
    expect(output).toMatch(/DATABASE_URL: expected a URL like postgres:\/\//);
  });

  it('listens on loopback only by default and says which demo conveniences are on', async () => {
    const port = await freePort();
    const run = await runServer({ PORT: String(port), SEED_DEMO: 'false' }, (out) => out.includes('─\n'));
    try {
      expect(run.output).toContain(`Museum site on port ${port}, reachable only from this machine`);
      expect(run.output).toContain('Demo conveniences ON');
      expect(run.output).toContain('/prod-api/dev/sms-outbox');
      expect((await fetch(`http://127.0.0.1:${port}/prod-api/health`)).ok).toBe(true);
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((address) => address && address.family === 'IPv4' && !address.internal);
      if (outside) {
        await expect(fetch(`http://${outside.address}:${port}/prod-api/health`)).rejects.toThrow();
      }
    } finally {
      run.child.kill('SIGTERM');
    }
    // A first start on a new data folder creates the embedded database: 15 s on an idle CI machine, twice that
    // when CI runs the two test runs side by side.
  }, 90_000);
});

const DEMO_STAFF_SIGN_IN = {
  usernames: DEMO_STAFF.map((member) => member.username),
  password: DEMO_STAFF_PASSWORD,
};

describe('demo conveniences', () => {
  it('lists every one the embedded default turns on', () => {
    const lines = demoConveniences(loadConfig({}), DEMO_VISITOR, DEMO_STAFF_SIGN_IN).join('\n');
    for (const expected of [
      '/dev/sms-outbox',
      '/dev/captcha',
      'WECHAT_MODE=simulator',
      '13800000000 / Museum2026',
      'the demo staff admin, editor, frontdesk, reviewer / Museum2026 can sign in at /prod-api/admin/login',
    ]) {
      expect(lines).toContain(expected);
    }
    expect(lines).toContain('PERSONAL_DATA_KEY unset');
  });

  it('points a demo installation in production at the log for SMS codes, never at a route', () => {
    const config = loadConfig({
      ...PRODUCTION_TEST_ENV,
      DATA_DIR: dataDir,
      ALLOW_CONSOLE_SMS: 'true',
      ALLOW_WECHAT_SIMULATOR: 'true',
    });
    const lines = demoConveniences(config, DEMO_VISITOR, DEMO_STAFF_SIGN_IN).join('\n');
    expect(lines).toContain('written to the server log only');
    expect(lines).not.toContain('/dev/');
  });

  it('lists none for a production installation, and the banner says so', () => {
    const config = loadConfig({
      ...PRODUCTION_TEST_ENV,
      DATA_DIR: dataDir,
      SMS_PROVIDER: 'tencent',
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000000',
      SMS_TEMPLATE_CODE: '100',
      WECHAT_MODE: 'open',
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 'secret',
      HOST: '0.0.0.0',
    });
    expect(demoConveniences(config, DEMO_VISITOR, DEMO_STAFF_SIGN_IN)).toEqual([]);
    expect(startBanner(config, DEMO_VISITOR, DEMO_STAFF_SIGN_IN)).toContain('No demo conveniences are on.');
  });
});

describe('a data folder first used in development, started in production', () => {
  it('suspends the demo visitor, so its published password opens nothing', async () => {
    const t = await createTestApp();
    try {
      await t.seed();
      const signIn = async () =>
        t.api('POST', '/client/signIn', {
          payload: {
            username: DEMO_VISITOR.phone,
            password: DEMO_VISITOR.password,
            ...(await solveCaptcha(t)),
          },
        });
      const before = await signIn();
      expect(before.code).toBe(200);
      expect(await retireDemoVisitor(t.db)).toBe(true);
      expect((await signIn()).msg).toBe('手机号或密码错误，还可尝试4次');
      const info = await t.api('GET', '/client/getInfo', {
        headers: { authorization: `Bearer ${before.data.token}` },
      });
      expect(info.code).toBe(401);
      expect(await retireDemoVisitor(t.db)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
