import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import { optionalMoment } from '../common/index.ts';
import { optionalFlag, optionalKeyword } from '../common/query.ts';
import { intSchema } from '../common/validators.ts';
import { PublishingMessages as M } from './messages.ts';
import type { PUBLISHING_DECLARATIONS, PublishingModule } from './modules.ts';

/** What staff send for each module: its declaration's fields, each checked (docs/PRODUCT.md "Staff console"). */
export type PublishingFields<M extends PublishingModule> = z.output<
  (typeof PUBLISHING_DECLARATIONS)[M]['schema']
>;
/** What a form sends: any of the fields (left out, blank or null: none, or the default). */
export type PublishingInput<M extends PublishingModule> = {
  [K in keyof PublishingFields<M>]?: PublishingFields<M>[K] | null;
};

/** When an item shows: now (published), at a time (`publishAt`), or not yet (a draft). */
export const scheduleShape = { publishAt: optionalMoment('定时发布时间') };

/**
 * POST body: the module's fields and, optionally, `publishAt`. PUT body: the fields that change (the rest are
 * kept), `publishAt`, and the `version` the editor started from.
 */
export const publishingBodySchema = z.record(z.string(), z.unknown(), { error: M.badBody });
export const versionSchema = intSchema(M.versionRequired, 1);

/** GET list: `keyword` in the title or name, `published` true or false. */
export const publishingListQuerySchema = pageQuerySchema.extend({
  keyword: optionalKeyword,
  published: optionalFlag(M.publishedInvalid),
});
export type PublishingListQuery = z.input<typeof publishingListQuerySchema>;

/** Who changed an item last and when it shows. */
const stateShape = {
  id: z.number(),
  published: z.boolean(),
  /** ISO; set while a publication is scheduled. */
  publishAt: z.string().nullable(),
  version: z.number(),
  /** The staff username who saved last; null for demo data. */
  updatedBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A row of a module's list in the console. */
export const publishingRowSchema = z.object({
  ...stateShape,
  title: z.string(),
  /** A second line: type, dates, floor ... */
  note: z.string(),
  /** The item's own image, if it has one. */
  image: z.string().nullable(),
});
export type PublishingRow = z.infer<typeof publishingRowSchema>;

/** GET one: the module's fields as stored, and its state. */
export const publishingItemSchema = z.object(stateShape).catchall(z.unknown());
export type PublishingItem = z.infer<typeof publishingItemSchema> & Record<string, unknown>;

/** GET preview: the visitor API's own detail answer for the item, whatever its module. */
export const publishingPreviewSchema = z
  .object({ id: z.union([z.number(), z.string()]) })
  .catchall(z.unknown());
export type PublishingPreview = z.infer<typeof publishingPreviewSchema>;

export const createdIdSchema = z.object({ id: z.number() });
