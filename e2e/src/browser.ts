import type { PlaywrightTestConfig } from '@playwright/test';
import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, never a downloaded browser (DEVELOPERS.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** How every suite's browser behaves (playwright.config.ts, nginx.config.ts): a visitor in China, Debian's Chromium. */
export const BROWSER_USE = {
  locale: 'zh-CN',
  timezoneId: 'Asia/Shanghai',
  // Dialogs, menus and popovers appear at once (the site honours this setting), so no click lands on a menu that
  // is still sliding in; the carousel test asks for motion back.
  reducedMotion: 'reduce',
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
} satisfies PlaywrightTestConfig['use'];

/** The one project of every suite: Chromium on a desktop screen. */
export const DESKTOP_CHROMIUM: NonNullable<PlaywrightTestConfig['projects']> = [
  { name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1440, height: 900 } } },
];
