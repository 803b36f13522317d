import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserType } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts';

const WIDTH = 640;
const HEIGHT = 480;
/** The picture's side: turned 45°, it still fits the frame's height. */
const SIDE = 300;
/**
 * How the picture is held, in degrees, one pose a frame. A still, upright QR code is not enough: ZXing's finder
 * misses about 2% of ticket codes drawn that cleanly (some of their modules look like a finder pattern), every
 * frame alike, while a hand-held ticket is seen at changing angles. Across these poses, 1 200 random ticket codes
 * were all read.
 */
const POSES = [0, 15, -8, 30, 45];
/** Frames a second: each pose is shown for a few of the decoder's attempts (one every 150 ms or so). */
const FPS = 2;

/** The picture turned by `angle` on a white page, as the frame's luma plane. */
async function luma(picture: Buffer, angle: number): Promise<Buffer> {
  const turned = await sharp(picture)
    .rotate(angle, { background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = turned.info;
  const left = Math.floor((WIDTH - width) / 2);
  const top = Math.floor((HEIGHT - height) / 2);
  const frame = await sharp(turned.data, { raw: { width, height, channels: 1 } })
    .extend({ top, bottom: HEIGHT - height - top, left, right: WIDTH - width - left, background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (frame.info.width !== WIDTH || frame.info.height !== HEIGHT || frame.info.channels !== 1) {
    throw new Error(`unexpected frame ${frame.info.width}×${frame.info.height}×${frame.info.channels}`);
  }
  return frame.data;
}

/**
 * A camera video that shows one picture (say, a ticket's QR code) held up on a white page at a few angles: a Y4M
 * file, the format Chromium's fake capture device plays in a loop. Grey only: luma from the picture, neutral chroma.
 */
export async function cameraVideo(picture: Buffer, dir: string): Promise<string> {
  // Sized apart from turning it: sharp would turn before resizing in one pipeline.
  const upright = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .resize({ width: SIDE, height: SIDE, fit: 'inside' })
    .png()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frames = await Promise.all(
    POSES.map(async (angle) => Buffer.concat([Buffer.from('FRAME\n'), await luma(upright, angle), chroma])),
  );
  const file = path.join(dir, 'camera.y4m');
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F${FPS}:1 Ip A1:1 C420jpeg\n`), ...frames]),
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
