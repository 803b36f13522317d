import sharp, { type OverlayOptions } from 'sharp';
import { createRng } from './random.ts';

/** One pass of drawing; soft washes render at a fraction of the size and are scaled up (blur costs area). */
export interface Layer {
  body: string;
  /** Share of the final resolution this layer is drawn at (1 = full). */
  scale?: number;
}

/** A generated picture in design units (the full-size image's pixels). */
export interface Picture {
  width: number;
  height: number;
  background: string;
  /** Gradients, filters and patterns every layer may use. */
  defs?: string;
  layers: Layer[];
  /** Strength of the fine photographic grain / paper tooth, 0 to 1. */
  grain?: number;
  /** Black-and-white or toned photographic print. */
  tone?: 'mono' | 'sepia';
  /** Thread structure of a textile or a canvas, in design units per thread. */
  weave?: { kind: WeaveKind; cell: number; strength: number };
}

export type WeaveKind = 'warp' | 'canvas' | 'knots';

const GRAIN_TILE = 256;
const MIN_LAYER_PX = 320;

/** Fine noise, drawn from the seed so the same key gives byte-identical images. */
function grainTile(seed: string, sigma: number, size: number): Buffer {
  const rng = createRng(`${seed}/grain`);
  const tile = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    const v = Math.max(0, Math.min(255, Math.round(128 + rng.gauss() * sigma)));
    tile[i * 3] = v;
    tile[i * 3 + 1] = v;
    tile[i * 3 + 2] = v;
  }
  return tile;
}

/**
 * One repeat of a thread structure as grey levels around 128 (soft-light leaves 128 unchanged). Drawn as pixels:
 * SVG patterns with tiles a few pixels wide are very slow to render.
 */
function weaveTile(kind: WeaveKind, cell: number, strength: number): { tile: Buffer; size: number } {
  const c = Math.max(2, Math.round(cell));
  const size = c * 2;
  const tile = Buffer.alloc(size * size * 3);
  const amplitude = 70 * strength;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const u = (x % c) / c;
      const v = (y % c) / c;
      let value: number;
      if (kind === 'warp') {
        value = Math.sin(u * Math.PI) * 2 - 1;
      } else if (kind === 'canvas') {
        const over = (Math.floor(x / c) + Math.floor(y / c)) % 2 === 0;
        value = (over ? Math.sin(u * Math.PI) : Math.sin(v * Math.PI)) * 2 - 1.2;
      } else {
        const dx = u - 0.5;
        const dy = (v - 0.5) * 1.2;
        value = 1 - Math.sqrt(dx * dx + dy * dy) * 3.2;
      }
      const grey = Math.max(0, Math.min(255, Math.round(128 + value * amplitude)));
      const i = (y * size + x) * 3;
      tile[i] = grey;
      tile[i + 1] = grey;
      tile[i + 2] = grey;
    }
  }
  return { tile, size };
}

function svgDocument(picture: Picture, layer: Layer, pixelWidth: number, pixelHeight: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixelWidth}" height="${pixelHeight}" viewBox="0 0 ${picture.width} ${picture.height}" preserveAspectRatio="none"><defs>${picture.defs ?? ''}</defs>${layer.body}</svg>`,
  );
}

/** Renders the picture at `width` pixels wide (keeping its proportions) as a JPEG. */
export async function renderPicture(picture: Picture, width: number, seed: string): Promise<Buffer> {
  const height = Math.max(1, Math.round((width * picture.height) / picture.width));
  const overlays: OverlayOptions[] = [];
  for (const layer of picture.layers) {
    const scale = layer.scale ?? 1;
    const layerWidth = Math.min(width, Math.max(Math.round(width * scale), MIN_LAYER_PX));
    const layerHeight = Math.max(1, Math.round((layerWidth * picture.height) / picture.width));
    let raw = await sharp(svgDocument(picture, layer, layerWidth, layerHeight), { limitInputPixels: false })
      .ensureAlpha()
      .raw()
      .toBuffer();
    // Scaled up as pixels: resizing the SVG itself would make sharp draw it again at full size.
    if (layerWidth !== width) {
      raw = await sharp(raw, { raw: { width: layerWidth, height: layerHeight, channels: 4 } })
        .resize(width, height, { fit: 'fill', kernel: 'cubic' })
        .raw()
        .toBuffer();
    }
    overlays.push({ input: raw, raw: { width, height, channels: 4 } });
  }
  if (picture.weave) {
    const { tile, size } = weaveTile(
      picture.weave.kind,
      (picture.weave.cell * width) / picture.width,
      picture.weave.strength,
    );
    if (size <= Math.min(width, height)) {
      overlays.push({
        input: tile,
        raw: { width: size, height: size, channels: 3 },
        tile: true,
        blend: 'soft-light',
      });
    }
  }
  const grain = picture.grain ?? 0.35;
  if (grain > 0) {
    // Grain is a property of the full-size photograph: thumbnails show less of it.
    const sigma = 22 * grain * Math.min(1, width / picture.width + 0.25);
    // a tile may not be larger than the image it is laid over
    const size = Math.min(GRAIN_TILE, width, height);
    overlays.push({
      input: grainTile(seed, sigma, size),
      raw: { width: size, height: size, channels: 3 },
      tile: true,
      blend: 'soft-light',
    });
  }
  const composed = sharp({
    create: { width, height, channels: 3, background: picture.background },
  }).composite(overlays);
  if (!picture.tone) return composed.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  // toning needs the composite flattened first: sharp applies colour operations before compositing
  const flat = await composed.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const print = sharp(flat.data, { raw: flat.info }).greyscale();
  if (picture.tone === 'mono') return print.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  const grey = await print.raw().toBuffer();
  // sepia: warm the greys, most in the mid-tones
  const sepia = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const v = grey[i]! / 255;
    sepia[i * 3] = Math.min(255, Math.round(255 * (v * 1.07 + 0.02)));
    sepia[i * 3 + 1] = Math.round(255 * (v * 0.93 + 0.01));
    sepia[i * 3 + 2] = Math.round(255 * (v * 0.76));
  }
  return sharp(sepia, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}
