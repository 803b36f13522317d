import { calligraphy } from './art/calligraphy.ts';
import { flowers } from './art/flowers.ts';
import { landscape } from './art/landscape.ts';
import { mural } from './art/mural.ts';
import { oil } from './art/oil.ts';
import { pattern } from './art/pattern.ts';
import { photo } from './art/photo.ts';
import { sculpture } from './art/sculpture.ts';
import { space } from './art/space.ts';
import { textile } from './art/textile.ts';
import { vessel } from './art/vessel.ts';
import { createRng } from './random.ts';
import type { Picture } from './render.ts';

const GENERATORS = {
  calligraphy,
  flowers,
  landscape,
  mural,
  oil,
  pattern,
  photo,
  sculpture,
  textile,
  vessel,
} as const;
type Generators = typeof GENERATORS;
/** The generators a recipe may name. */
export const ARTS = Object.keys(GENERATORS) as (keyof Generators)[];

/** What to draw: a generator and its options (plain data, so catalogues can list them). */
export type Recipe =
  | { [K in keyof Generators]: { art: K; options: Parameters<Generators[K]>[3] } }[keyof Generators]
  | { art: 'space'; options: { scene: 'facade' | 'atrium' } | { scene: 'gallery'; hang: DemoArt[] } };

/** Pixel sizes of the full images; collection photographs are about 3000 px on the long side for deep zoom. */
export const FORMATS = {
  hangingScroll: [1300, 3000],
  calligraphyScroll: [1400, 3000],
  handscroll: [3000, 1100],
  plaque: [3000, 1200],
  fan: [3000, 1700],
  portrait: [2400, 3000],
  tall: [2200, 3000],
  carpet: [2100, 3000],
  landscape: [3000, 2200],
  photo: [3000, 2000],
  square: [3000, 3000],
  keyVisual: [1920, 1080],
  card: [1600, 1000],
  artist: [1200, 1500],
  homeBanner: [1920, 800],
  collectionBanner: [1920, 640],
  cover: [1200, 900],
} as const satisfies Record<string, readonly [number, number]>;
export type Format = keyof typeof FORMATS;

export interface DemoArt {
  recipe: Recipe;
  format: Format;
}

/** The picture a recipe draws, identical for the same seed. */
export function buildPicture(art: DemoArt, seed: string): Picture {
  const [width, height] = FORMATS[art.format];
  const rng = createRng(seed);
  const { recipe } = art;
  if (recipe.art === 'space') {
    const options = recipe.options;
    const works =
      'hang' in options ? options.hang.map((work, i) => buildPicture(work, `${seed}/work${i}`)) : [];
    return space(rng, width, height, { scene: options.scene, works });
  }
  const generate = GENERATORS[recipe.art] as (
    rng: ReturnType<typeof createRng>,
    w: number,
    h: number,
    o: unknown,
  ) => Picture;
  return generate(rng, width, height, recipe.options);
}
