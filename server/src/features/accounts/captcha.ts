import { randomUUID } from 'node:crypto';
import { AccountMessages, type CaptchaImage, Messages } from '@museum/shared';
import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import type { Cache } from '../../platform/cache/index.ts';
import { fail } from '../../platform/http/errors.ts';

/** A captcha is good for one attempt within two minutes (docs/PRODUCT.md "Accounts"). */
export const CAPTCHA_TTL_SECONDS = 120;
const key = (uuid: string) => `captcha:${uuid}`;

/** Shown at the height of the login inputs, beside a refresh sign (LoginDialog.module.css `.captcha`). */
const WIDTH = 120;
const HEIGHT = 44;
const NOISE_LINES = 3;
/** The site's paper, behind the characters. */
const PAPER = '#f6f3ec';
/** Dark inks for the characters (each at least 7:1 against the paper) and a softer one for the noise. */
const INKS = ['#1c1b19', '#8b2e24', '#23395b', '#2f5a3c', '#5a3a1c'];
const NOISE = ['#9c9486', '#b08a80', '#8d98a8'];

const pick = (colours: string[]) => colours[Math.floor(Math.random() * colours.length)]!;

/**
 * svg-captcha's own colours are pastel on a light background; repaint its drawing: the paper behind, a dark ink
 * for each character (filled paths), a mid tone for the noise lines (stroked paths) so they cross the characters
 * without hiding them.
 */
function paint(svg: string): string {
  return svg
    .replace(/(<svg[^>]*>)/, `$1<rect width="100%" height="100%" fill="${PAPER}"/>`)
    .replace(/<path fill="#[0-9a-f]{3,6}"/gi, () => `<path fill="${pick(INKS)}"`)
    .replace(
      /stroke="#[0-9a-f]{3,6}" fill="none"/gi,
      () => `stroke="${pick(NOISE)}" stroke-width="1.6" fill="none"`,
    );
}

export interface CaptchaService {
  readonly enabled: boolean;
  issue(): Promise<CaptchaImage>;
  /** Throws the visitor's message unless `code` answers `uuid`; the captcha is spent either way. */
  verify(uuid: string | undefined, code: string | undefined): Promise<void>;
  /** The answer, for the development-only endpoint that end-to-end tests read. */
  peek(uuid: string): Promise<string | null>;
}

export function createCaptchaService(cache: Cache, enabled: boolean): CaptchaService {
  return {
    enabled,
    async issue() {
      if (!enabled) return { captchaEnabled: false };
      // Letters that look alike (0/o, 1/l/i) are left out; answers are case-insensitive.
      const captcha = svgCaptcha.create({
        size: 4,
        ignoreChars: '0oO1iIlL',
        noise: NOISE_LINES,
        color: false,
        width: WIDTH,
        height: HEIGHT,
        fontSize: 40,
      });
      const uuid = randomUUID();
      await cache.set(key(uuid), captcha.text.toLowerCase(), CAPTCHA_TTL_SECONDS);
      // Drawn at twice its size, so it stays sharp on high-density screens.
      const png = await sharp(Buffer.from(paint(captcha.data)), { density: 144 })
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      return { captchaEnabled: true, img: png.toString('base64'), uuid };
    },
    async verify(uuid, code) {
      if (!enabled) return;
      if (!uuid || !code) throw fail(Messages.codeRequired);
      const answer = await cache.take(key(uuid));
      if (answer === null) throw fail(AccountMessages.captchaExpired);
      if (answer !== code.trim().toLowerCase()) throw fail(AccountMessages.captchaWrong);
    },
    peek: (uuid) => cache.get(key(uuid)),
  };
}
