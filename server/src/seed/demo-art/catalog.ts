import { DEMO_COLLECTION } from '../collection/catalogue.ts';
import type { DemoArt, Recipe } from './recipes.ts';

/**
 * Which picture each demo image key shows. Collection photographs follow their catalogue entry; the site's
 * key visuals are chosen to match the demo exhibitions, events, artists and news they illustrate.
 */
const a = (recipe: Recipe, format: DemoArt['format']): DemoArt => ({ recipe, format });
const gallery = (format: DemoArt['format'], ...hang: DemoArt[]): DemoArt =>
  a({ art: 'space', options: { scene: 'gallery', hang } }, format);
const hall = (scene: 'facade' | 'atrium', format: DemoArt['format']): DemoArt =>
  a({ art: 'space', options: { scene } }, format);

const works = {
  mural: a({ art: 'mural', options: { scene: 'lozenge' } }, 'landscape'),
  sancai: a({ art: 'vessel', options: { shape: 'ewer', finish: 'sancai' } }, 'portrait'),
  meiping: a({ art: 'vessel', options: { shape: 'meiping', finish: 'blueWhite' } }, 'portrait'),
  blueGreen: a({ art: 'landscape', options: { palette: 'blueGreen' } }, 'landscape'),
  ink: a({ art: 'landscape', options: { palette: 'ink' } }, 'landscape'),
  abstract: a({ art: 'oil', options: { scene: 'abstract' } }, 'portrait'),
  forms: a({ art: 'sculpture', options: { subject: 'abstract', material: 'bronze' } }, 'portrait'),
  lake: a({ art: 'photo', options: { scene: 'lake' } }, 'photo'),
  dunes: a({ art: 'photo', options: { scene: 'dunes' } }, 'photo'),
  peony: a({ art: 'flowers', options: { subject: 'peony' } }, 'portrait'),
};

const SITE_ART: Record<string, DemoArt[]> = {
  exhibition: [
    gallery('keyVisual', works.mural, works.sancai, works.blueGreen),
    a({ art: 'oil', options: { scene: 'tianshan' } }, 'keyVisual'),
    a({ art: 'landscape', options: { palette: 'ink' } }, 'keyVisual'),
    a({ art: 'textile', options: { kind: 'atlas' } }, 'keyVisual'),
    a({ art: 'photo', options: { scene: 'lake' } }, 'keyVisual'),
    a({ art: 'vessel', options: { shape: 'meiping', finish: 'blueWhite' } }, 'keyVisual'),
    a({ art: 'mural', options: { scene: 'preaching' } }, 'keyVisual'),
    a({ art: 'photo', options: { scene: 'dunes' } }, 'keyVisual'),
    a({ art: 'calligraphy', options: { format: 'plaque', style: 'xing' } }, 'keyVisual'),
    a({ art: 'vessel', options: { shape: 'jar', finish: 'paintedPottery' } }, 'keyVisual'),
    a({ art: 'oil', options: { scene: 'poplars', woodcut: true } }, 'keyVisual'),
    a({ art: 'sculpture', options: { subject: 'bust', material: 'bronze' } }, 'keyVisual'),
  ],
  education: [
    a({ art: 'oil', options: { scene: 'tianshan' } }, 'card'),
    a({ art: 'textile', options: { kind: 'atlas' } }, 'card'),
    a({ art: 'vessel', options: { shape: 'jar', finish: 'celadon' } }, 'card'),
    a({ art: 'vessel', options: { shape: 'plate', finish: 'blueWhite' } }, 'card'),
    gallery('card', works.ink),
    a({ art: 'mural', options: { scene: 'lozenge' } }, 'card'),
    hall('atrium', 'card'),
    gallery('card', works.abstract, works.forms),
    a({ art: 'vessel', options: { shape: 'ewer', finish: 'celadon' } }, 'card'),
    a({ art: 'sculpture', options: { subject: 'buddhaHead', material: 'stucco' } }, 'card'),
    a({ art: 'calligraphy', options: { format: 'plaque', style: 'kai' } }, 'card'),
    gallery('card', works.mural, works.meiping),
  ],
  artist: [
    a({ art: 'oil', options: { scene: 'poplars' } }, 'artist'),
    a({ art: 'oil', options: { scene: 'tianshan' } }, 'artist'),
    a({ art: 'oil', options: { scene: 'abstract' } }, 'artist'),
    a({ art: 'oil', options: { scene: 'desert' } }, 'artist'),
    a({ art: 'landscape', options: { palette: 'ink' } }, 'artist'),
    a({ art: 'flowers', options: { subject: 'plum' } }, 'artist'),
    a({ art: 'mural', options: { scene: 'lozenge' } }, 'artist'),
    a({ art: 'flowers', options: { subject: 'bamboo' } }, 'artist'),
    a({ art: 'calligraphy', options: { format: 'scroll', style: 'li' } }, 'artist'),
    a({ art: 'calligraphy', options: { format: 'scroll', style: 'cao' } }, 'artist'),
    a({ art: 'calligraphy', options: { format: 'scroll', style: 'kai' } }, 'artist'),
    a({ art: 'sculpture', options: { subject: 'bust', material: 'bronze' } }, 'artist'),
    a({ art: 'sculpture', options: { subject: 'abstract', material: 'bronze' } }, 'artist'),
    a({ art: 'sculpture', options: { subject: 'abstract', material: 'sandstone' } }, 'artist'),
    a({ art: 'vessel', options: { shape: 'jar', finish: 'celadon' } }, 'artist'),
    a({ art: 'vessel', options: { shape: 'meiping', finish: 'blueWhite' } }, 'artist'),
    a({ art: 'vessel', options: { shape: 'vase', finish: 'skyBlue' } }, 'artist'),
    a({ art: 'photo', options: { scene: 'lake' } }, 'artist'),
    a({ art: 'photo', options: { scene: 'oldtown', tone: 'mono' } }, 'artist'),
    a({ art: 'photo', options: { scene: 'dunes' } }, 'artist'),
    a({ art: 'textile', options: { kind: 'atlas' } }, 'artist'),
    a({ art: 'textile', options: { kind: 'embroidery' } }, 'artist'),
    a({ art: 'oil', options: { scene: 'tianshan', woodcut: true } }, 'artist'),
    a({ art: 'oil', options: { scene: 'poplars', woodcut: true } }, 'artist'),
  ],
  academic: [
    a({ art: 'landscape', options: { palette: 'ink' } }, 'card'),
    hall('atrium', 'card'),
    a({ art: 'oil', options: { scene: 'tianshan' } }, 'card'),
    a({ art: 'vessel', options: { shape: 'jar', finish: 'paintedPottery' } }, 'card'),
    a({ art: 'mural', options: { scene: 'lozenge' } }, 'card'),
    gallery('card', works.peony),
    a({ art: 'calligraphy', options: { format: 'plaque', style: 'li' } }, 'card'),
    a({ art: 'pattern', options: { style: 'lattice' } }, 'card'),
    a({ art: 'textile', options: { kind: 'atlas' } }, 'card'),
    a({ art: 'oil', options: { scene: 'desert', woodcut: true } }, 'card'),
  ],
  affair: [
    gallery('card', works.lake, works.dunes),
    gallery('card', works.meiping, works.blueGreen),
    hall('atrium', 'card'),
    gallery('card', works.abstract, works.forms),
    hall('atrium', 'card'),
    hall('facade', 'card'),
    hall('facade', 'card'),
    hall('facade', 'card'),
    gallery('card', works.ink),
    a({ art: 'textile', options: { kind: 'atlas' } }, 'card'),
  ],
  covers: Array.from({ length: 10 }, (_, i) =>
    a({ art: 'pattern', options: { style: (['lattice', 'enso', 'stars'] as const)[i % 3]! } }, 'cover'),
  ),
};

const BANNERS: Record<string, DemoArt> = {
  'home-1': a({ art: 'oil', options: { scene: 'tianshan' } }, 'homeBanner'),
  'home-2': a({ art: 'textile', options: { kind: 'atlas' } }, 'homeBanner'),
  'home-3': a({ art: 'vessel', options: { shape: 'plate', finish: 'blueWhite' } }, 'homeBanner'),
  'home-4': a({ art: 'mural', options: { scene: 'lozenge' } }, 'homeBanner'),
  'collection-1': gallery('collectionBanner', works.meiping, works.blueGreen, works.mural),
  'collection-2': a({ art: 'oil', options: { scene: 'poplars' } }, 'collectionBanner'),
  'collection-3': a({ art: 'landscape', options: { palette: 'ink' } }, 'collectionBanner'),
};

const COLLECTION_KEY = /^demo\/collection\/([A-Za-z0-9-]+)\.jpg$/;
const NUMBERED_KEY = /^demo\/(exhibition|education|artist|academic|affair|covers)\/0?(\d{1,2})\.jpg$/;
const BANNER_KEY = /^demo\/banner\/([a-z]+-\d)\.jpg$/;

const collectionArt = new Map<string, DemoArt>(DEMO_COLLECTION.map((item) => [item.culId, item.art]));

/** The art behind a demo image key, or null when the key is not one of the generated images. */
export function demoArtFor(key: string): DemoArt | null {
  const collection = COLLECTION_KEY.exec(key);
  if (collection) return collectionArt.get(collection[1]!) ?? null;
  const numbered = NUMBERED_KEY.exec(key);
  if (numbered) return SITE_ART[numbered[1]!]?.[Number(numbered[2]) - 1] ?? null;
  const banner = BANNER_KEY.exec(key);
  if (banner) return BANNERS[banner[1]!] ?? null;
  return null;
}

/** Storage key of a collection item's demo photograph. */
export const demoCollectionKey = (culId: string) => `demo/collection/${culId}.jpg`;
