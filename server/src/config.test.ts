import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { loadPersonalDataKey } from './platform/crypto/personal-data.ts';

describe('configuration', () => {
  it('has working defaults: port 8080, ./data, captcha on, console SMS, embedded services', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.captchaEnabled).toBe(true);
    expect(config.sms.provider).toBe('console');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads booleans and numbers from strings', () => {
    const config = loadConfig({ PORT: '9090', CAPTCHA_ENABLED: 'false', DATABASE_URL: ' ' });
    expect(config.port).toBe(9090);
    expect(config.captchaEnabled).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a malformed value with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SMS_PROVIDER: 'pigeon' })).toThrow(ConfigError);
  });

  it('listens on loopback only unless HOST is set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('stops on a malformed database, cache or public address, naming the variable', () => {
    expect(() => loadConfig({ DATABASE_URL: 'localhost:5432/museum' })).toThrow(
      /DATABASE_URL: expected a URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/museum' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis//oops' })).toThrow(/REDIS_URL: expected a URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'museum.example.cn' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PERSONAL_DATA_KEY: 'c2hvcnQ=' })).toThrow(
      /PERSONAL_DATA_KEY: expected base64 of 32/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/museum' }).databaseUrl).toContain('db:5432');
  });
});

describe('production', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-config-'));
  const key = randomBytes(32).toString('base64');
  /** A production installation with everything it needs. */
  const ready = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    SMS_TEMPLATE_CODE: 'SMS_1',
    WECHAT_MODE: 'open',
    WECHAT_APP_ID: 'wx1',
    WECHAT_APP_SECRET: 'secret',
    PERSONAL_DATA_KEY: key,
    PUBLIC_URL: 'https://museum.example.cn',
  };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts with its own services, key and address', () => {
    expect(loadConfig(ready).env).toBe('production');
  });

  it('refuses every missing piece at once, by name', () => {
    const error = (() => {
      try {
        loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir });
      } catch (caught) {
        return caught as Error;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    for (const name of ['SMS_PROVIDER=console', 'WECHAT_MODE=simulator', 'PERSONAL_DATA_KEY', 'PUBLIC_URL']) {
      expect(error?.message).toContain(name);
    }
  });

  it('runs the demo adapters only when asked for by name', () => {
    const demo = { ...ready, SMS_PROVIDER: 'console', WECHAT_MODE: 'simulator' };
    expect(() => loadConfig(demo)).toThrow(/SMS_PROVIDER=console/);
    expect(() => loadConfig({ ...demo, ALLOW_CONSOLE_SMS: 'true' })).toThrow(/WECHAT_MODE=simulator/);
    const allowed = loadConfig({ ...demo, ALLOW_CONSOLE_SMS: 'true', ALLOW_WECHAT_SIMULATOR: 'true' });
    expect(allowed.sms.provider).toBe('console');
  });

  it('refuses the development key generated into a data folder', () => {
    // The embedded default wrote this key when the folder was first used in development.
    const generated = loadPersonalDataKey({ dataDir }).toString('base64');
    expect(() => loadConfig({ ...ready, PERSONAL_DATA_KEY: generated })).toThrow(/development key/);
  });
});
