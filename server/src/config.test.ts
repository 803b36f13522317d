import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('refuses the console SMS provider in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER=console/);
    const demo = { NODE_ENV: 'production', ALLOW_CONSOLE_SMS: 'true', ALLOW_WECHAT_SIMULATOR: 'true' };
    expect(loadConfig(demo).sms.provider).toBe('console');
  });

  it('refuses the WeChat simulator in production unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', ALLOW_CONSOLE_SMS: 'true' };
    expect(() => loadConfig(production)).toThrow(/WECHAT_MODE=simulator/);
    expect(loadConfig({ ...production, ALLOW_WECHAT_SIMULATOR: 'true' }).wechat.mode).toBe('simulator');
  });
});
