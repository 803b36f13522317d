import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import { sizeShape } from '../common/geometry.ts';
import { keywordFilter, optionalInt } from '../common/query.ts';
import { textSchema } from '../common/validators.ts';

/** Accession numbers such as `TSM-HH-0001`: letters, digits and hyphens. */
export const CUL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

const optionalPositiveInt = (message: string) => optionalInt(message, 1);

export const culListQuerySchema = pageQuerySchema.extend({
  /** A collection type id (getShareCulType). */
  type: optionalPositiveInt('藏品类别 type 必须是正整数'),
  /** Matches name, artist, period and material. */
  keyword: keywordFilter('关键词必须是文字'),
  /** Works of one artist of the artist directory. */
  artistId: optionalPositiveInt('艺术家 artistId 必须是正整数'),
});
export type CulListQuery = z.infer<typeof culListQuerySchema>;

/** An accession number asked for; `requiredMessage` names where it is missing from. */
export const culIdSchema = (requiredMessage: string) =>
  textSchema(requiredMessage, '藏品编号格式不正确')
    .trim()
    .min(1, requiredMessage)
    .regex(CUL_ID_PATTERN, '藏品编号格式不正确');

export const culDetailQuerySchema = z.object({ id: culIdSchema('请提供藏品编号 id') });
export type CulDetailQuery = z.infer<typeof culDetailQuerySchema>;

export const culImageSchema = z.object({
  /** `/files/<key>`; append `?imgSize=W_H` for a resized copy. */
  url: z.string(),
  ...sizeShape,
  /** IIIF Image API 3.0 service id (absolute); `${iiif}/info.json` opens it in a deep-zoom viewer. */
  iiif: z.string(),
});
export type CulImage = z.infer<typeof culImageSchema>;

/** A row of getShareCulList. */
export const culItemSchema = z.object({
  culId: z.string(),
  culName: z.string(),
  typeId: z.number(),
  typeName: z.string(),
  /** Dynasty or period, e.g. 唐, 清乾隆, 1985 年. */
  period: z.string().nullable(),
  material: z.string().nullable(),
  /** Dimensions as catalogued, e.g. 纵 132 厘米 横 46 厘米. */
  size: z.string().nullable(),
  author: z.string().nullable(),
  /** The artist directory entry, when the author has one. */
  artistId: z.number().nullable(),
  /** The main image (`images[0].url`), or a generated cover when the item has no photograph. */
  cover: z.string(),
  images: z.array(culImageSchema),
});
export type CulItem = z.infer<typeof culItemSchema>;

/** `data` of getShareCulDetail. */
export const culDetailSchema = culItemSchema.extend({
  /** Where it was made or found. */
  origin: z.string().nullable(),
  /** How it entered the collection, e.g. 2016 年艺术家捐赠. */
  acquisition: z.string().nullable(),
  /** Grade of a cultural relic (一级文物 ...), null for modern works. */
  grade: z.string().nullable(),
  /** Sanitised rich text. */
  description: z.string(),
  /** IIIF Presentation 3 manifest (absolute URL). */
  manifest: z.string(),
  /** Other works of the same artist or type. */
  related: z.array(culItemSchema),
});
export type CulDetail = z.infer<typeof culDetailSchema>;

/** The catalogue facts of a work, in the order a gallery label gives them (the work's page, its IIIF manifest). */
export const CATALOGUE_FIELDS = [
  ['author', '作者'],
  ['period', '年代'],
  ['typeName', '门类'],
  ['material', '材质'],
  ['size', '尺寸'],
  ['origin', '产地'],
  ['grade', '级别'],
  ['acquisition', '来源'],
  ['culId', '藏品编号'],
] as const satisfies readonly (readonly [keyof CulDetail, string])[];
export type CatalogueField = (typeof CATALOGUE_FIELDS)[number][0];

/** `data` of getShareCulType. */
export const culTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** Short introduction of the category. */
  intro: z.string(),
  count: z.number(),
});
export type CulType = z.infer<typeof culTypeSchema>;
