import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './browser.ts';

/**
 * `npm run screenshots -w e2e -- /home /exhibition`: full-page pictures at 1440 px and 360 px of a running
 * site (BASE_URL, default http://localhost:8080), written to e2e/.artifacts/screenshots.
 */
const base = process.env.BASE_URL ?? 'http://localhost:8080';
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const outDir = path.resolve(import.meta.dirname, '../.artifacts/screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
try {
  for (const width of [1440, 360]) {
    const page = await browser.newPage({
      viewport: { width, height: width > 800 ? 900 : 780 },
      deviceScaleFactor: 1,
    });
    for (const route of paths.length ? paths : ['/home']) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      const file = path.join(
        outDir,
        `${route.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${width}.png`,
      );
      if (width < 800) {
        const top = file.replace(/\.png$/, '-top.png');
        await page.screenshot({ path: top });
        console.info(top);
      }
      await page.screenshot({ path: file, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      console.info(file, overflow > 0 ? `(overflows by ${overflow}px)` : '');
    }
    await page.close();
  }
} finally {
  await browser.close();
}
