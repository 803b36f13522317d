import { z } from 'zod';
import { textLanguageShape } from '../common/content-declarations.ts';
import { contentTypeSchema, contentTypeValueSchema } from '../common/content-type-schemas.ts';
import { pageQuerySchema } from '../common/envelope.ts';
import { blankToUndefined } from '../common/query.ts';
import { textSchema } from '../common/validators.ts';
import { EngagementMessages as M } from './messages.ts';

/**
 * Content ids are numbers; collection items use the collection service's culId, so a string is kept (and read
 * as text, with the rules of every text).
 */
const resIdSchema = z
  .union([z.string(), z.number()], { error: M.resIdRequired })
  .transform((v) => String(v))
  .pipe(
    textSchema(M.resIdRequired, M.resIdInvalid)
      .trim()
      .refine((v) => v.length > 0, M.resIdRequired)
      .refine((v) => v.length <= 64 && /^[\w.-]+$/.test(v), M.resIdInvalid),
  );

export const actionBodySchema = z.object({
  module: contentTypeSchema,
  resId: resIdSchema,
  type: z.enum(['collect', 'like'], { error: M.typeInvalid }),
});
export type ActionBody = z.input<typeof actionBodySchema>;

export const actionStateQuerySchema = z.object({ module: contentTypeSchema, resId: resIdSchema });
export type ActionStateQuery = z.input<typeof actionStateQuerySchema>;

export const collectListQuerySchema = pageQuerySchema.extend({
  module: z.preprocess(blankToUndefined, contentTypeSchema.optional()),
});
export type CollectListQuery = z.input<typeof collectListQuerySchema>;

/** The spec's hit record (docs/spec §3): module and resId. */
export const saveLogBodySchema = z.object({ module: contentTypeSchema, resId: resIdSchema });
export type SaveLogBody = z.input<typeof saveLogBodySchema>;

/** Public counts shown on a detail screen. */
export const engagementCountsSchema = z.object({
  viewCount: z.number(),
  likeCount: z.number(),
  collectCount: z.number(),
});
export type EngagementCounts = z.infer<typeof engagementCountsSchema>;

/** `GET /client/action/state`, `/client/cangpin/isdo/{id}`: the visitor's own marks (false when signed out). */
export const actionStateSchema = engagementCountsSchema.extend({
  collected: z.boolean(),
  liked: z.boolean(),
});
export type ActionState = z.infer<typeof actionStateSchema>;

/** `GET /client/zhanlan/isdo/{id}`: also whether the visitor holds a booking for the exhibition. */
export const exhibitionIsdoSchema = actionStateSchema.extend({
  booked: z.boolean(),
});
export type ExhibitionIsdo = z.infer<typeof exhibitionIsdoSchema>;

export const saveLogResultSchema = z.object({
  viewCount: z.number(),
  /** false when this visitor's view was already counted within the hour. */
  counted: z.boolean(),
});
export type SaveLogResult = z.infer<typeof saveLogResultSchema>;

export const collectItemSchema = z.object({
  ...textLanguageShape,
  /** Id of the collect record. */
  id: z.number(),
  module: contentTypeValueSchema,
  resId: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  randomNum: z.number(),
  culId: z.string().nullable(),
  culName: z.string().nullable(),
  /** ISO time of collecting. */
  collectedAt: z.string(),
  /** false when the item has since been withdrawn from the site. */
  available: z.boolean(),
});
export type CollectItem = z.infer<typeof collectItemSchema>;
