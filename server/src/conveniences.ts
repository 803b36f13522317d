import { API_BASE, StaffPaths } from '@museum/shared';
import type { Config } from './config.ts';

/** The demo visitor's sign-in, from the seed (which the server proper does not import). */
export interface DemoSignIn {
  phone: string;
  password: string;
}

/** The demo staff's sign-in names and their one password, from the seed. */
export interface DemoStaffSignIn {
  usernames: readonly string[];
  password: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * The demo conveniences this configuration turns on, one line each: what makes `npm start` a one-command demo
 * is what must never reach a public deployment unnoticed.
 */
export function demoConveniences(config: Config, demo: DemoSignIn, staff?: DemoStaffSignIn): string[] {
  const development = config.env !== 'production';
  const lines: [boolean, string][] = [
    [
      config.sms.devOutbox,
      `SMS codes are not sent: they are shown at ${API_BASE}/dev/sms-outbox (SMS_PROVIDER=console)`,
    ],
    [
      config.sms.provider === 'console' && !config.sms.devOutbox,
      'SMS codes are not sent: they are written to the server log only (SMS_PROVIDER=console, ALLOW_CONSOLE_SMS)',
    ],
    [
      development && config.sms.provider === 'console',
      `captcha answers are shown at ${API_BASE}/dev/captcha (outside production, with the console SMS provider)`,
    ],
    [
      config.wechat.mode === 'simulator',
      'WeChat sign-in is simulated: anyone can sign in as a made-up WeChat user (WECHAT_MODE=simulator)',
    ],
    [
      development && config.seedDemo,
      `the demo visitor ${demo.phone} / ${demo.password} can sign in (SEED_DEMO, outside production)`,
    ],
    [
      development && config.seedDemo && Boolean(staff?.usernames.length),
      `the demo staff ${staff?.usernames.join(', ')} / ${staff?.password} can sign in at ${API_BASE}${StaffPaths.login}, one role each (SEED_DEMO, outside production)`,
    ],
    [
      !config.personalDataKey,
      'names and ID numbers are encrypted with a key generated in DATA_DIR/secrets (PERSONAL_DATA_KEY unset)',
    ],
    [!config.captchaEnabled, 'sign-in asks for no captcha (CAPTCHA_ENABLED=false)'],
    [config.apiDocs, `the API reference is served at ${API_BASE}/docs/ (API_DOCS)`],
    [config.benchRoutes, `${API_BASE}/bench/ceiling answers for the benchmark (BENCH_ROUTES)`],
  ];
  return lines.filter(([on]) => on).map(([, line]) => line);
}

/** The block printed at start: where the site is, and every convenience that is on. */
export function startBanner(config: Config, demo: DemoSignIn, staff?: DemoStaffSignIn): string {
  const conveniences = demoConveniences(config, demo, staff);
  const where = LOOPBACK.has(config.host)
    ? `only from this machine (HOST=${config.host}; set HOST=0.0.0.0 to publish)`
    : `from the network on ${config.host} (HOST)`;
  const lines = [
    `Museum site on port ${config.port}, reachable ${where}, NODE_ENV=${config.env}`,
    ...(conveniences.length
      ? ['Demo conveniences ON — not for a public deployment:', ...conveniences.map((line) => `  • ${line}`)]
      : ['No demo conveniences are on.']),
  ];
  const rule = '─'.repeat(78);
  return [rule, ...lines, rule].join('\n');
}
