import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserType } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A camera video that shows one picture (say, a ticket's QR code) held up on a white page: a Y4M file, the format
 * Chromium's fake capture device plays in a loop. Grey only: the luma plane from the picture, neutral chroma.
 */
export async function cameraVideo(picture: Buffer, dir: string): Promise<string> {
  const luma = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .resize({ width: 320, height: 320, fit: 'inside' })
    .extend({ top: 80, bottom: 80, left: 160, right: 160, background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (luma.info.width !== WIDTH || luma.info.height !== HEIGHT || luma.info.channels !== 1) {
    throw new Error(`unexpected frame ${luma.info.width}×${luma.info.height}×${luma.info.channels}`);
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma.data, chroma]);
  const file = path.join(dir, 'camera.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
  return file;
}

/** Debian's Chromium whose camera, allowed without asking, films the given video file. */
export function launchWithCamera(chromium: BrowserType, video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
