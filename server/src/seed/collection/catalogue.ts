import { z } from 'zod';
import { ARTS, type DemoArt, FORMATS, type Format } from '../demo-art/recipes.ts';
import catalogue from './catalogue.json' with { type: 'json' };
import { DEMO_COLLECTION_TYPES, type DemoCollectionItem } from './types.ts';

export { DEMO_COLLECTION_TYPES, type DemoCollectionItem } from './types.ts';

const typeCodes = DEMO_COLLECTION_TYPES.map((type) => type.code).join('|');

/**
 * A catalogue entry as written in catalogue.json, the demo collection kept as data: its label, its text, and the
 * recipe of the picture its photographs show (each recipe is drawn by a test, so a wrong option fails there).
 */
const entrySchema = z.strictObject({
  culId: z.string().regex(new RegExp(`^TSM-(${typeCodes})-\\d{4}$`)),
  name: z.string().min(1),
  period: z.string(),
  material: z.string(),
  size: z.string(),
  author: z.string().optional(),
  artist: z.number().int().positive().optional(),
  origin: z.string().optional(),
  acquisition: z.string(),
  grade: z.string().optional(),
  featured: z.boolean().optional(),
  text: z.array(z.string().min(1)).min(1),
  art: z.strictObject({
    recipe: z.strictObject({
      art: z.enum(ARTS),
      options: z.record(z.string(), z.union([z.string(), z.boolean(), z.number()])),
    }),
    format: z.enum(Object.keys(FORMATS) as [Format, ...Format[]]),
  }),
});

/** Every demo collection item, in display order within its type. */
export const DEMO_COLLECTION: DemoCollectionItem[] = z
  .array(entrySchema)
  .parse(catalogue)
  .map((entry) => ({
    ...entry,
    culId: entry.culId as DemoCollectionItem['culId'],
    art: entry.art as DemoArt,
  }));
