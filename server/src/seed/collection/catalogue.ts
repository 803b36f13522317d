import { CALLIGRAPHY } from './calligraphy.ts';
import { CERAMICS } from './ceramics.ts';
import { METALWORK } from './metalwork.ts';
import { PAINTING } from './painting.ts';
import { PHOTOGRAPHY } from './photography.ts';
import { SCULPTURE } from './sculpture.ts';
import { TEXTILES } from './textiles.ts';
import type { DemoCollectionItem } from './types.ts';

export { DEMO_COLLECTION_TYPES, type DemoCollectionItem } from './types.ts';

/** Every demo collection item, in display order within its type. */
export const DEMO_COLLECTION: DemoCollectionItem[] = [
  ...PAINTING,
  ...CALLIGRAPHY,
  ...CERAMICS,
  ...SCULPTURE,
  ...TEXTILES,
  ...METALWORK,
  ...PHOTOGRAPHY,
];
