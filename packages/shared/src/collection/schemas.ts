import { z } from 'zod';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../common/constants.ts';
import { textLanguageShape } from '../common/content-declarations.ts';
import { pageNumber } from '../common/envelope.ts';
import { sizeShape } from '../common/geometry.ts';
import { keywordFilter, optionalInt } from '../common/query.ts';
import { textSchema } from '../common/validators.ts';
import { CollectionMessages as M } from './messages.ts';

/**
 * What the built-in collection service takes and answers: the ICMS dialect (icms.ts), its fields typed as this
 * service fills them, plus extras of its own that real clients ignore (IIIF ids, the maker, the artist entry).
 */

/** Accession numbers such as `TSM-HH-0001`: letters, digits and hyphens. */
export const CUL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

const icmsPage = {
  pageIndex: pageNumber('pageIndex', DEFAULT_PAGE_NUM, 100_000),
  pageSize: pageNumber('pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
};

/** getShareCulList: a page of items, of one category (`typeCode`) and with a name, when asked. */
export const culListQuerySchema = z.object({
  ...icmsPage,
  culCategory: optionalInt(M.categoryInvalid, 1),
  /** The built-in service also matches the maker, the period, the material and the accession number. */
  culName: keywordFilter(M.nameInvalid),
});
export type CulListQuery = z.infer<typeof culListQuerySchema>;

/** getShareCulFieldAndDataList: `keyWord` as getShareCulList's `culName`; `shareType` is accepted and unused. */
export const culFieldAndDataQuerySchema = z.object({
  ...icmsPage,
  keyWord: keywordFilter(M.keyWordInvalid),
});
export type CulFieldAndDataQuery = z.infer<typeof culFieldAndDataQuerySchema>;

/** An accession number asked for; `requiredMessage` names where it is missing from. */
export const culIdSchema = (requiredMessage: string) =>
  textSchema(requiredMessage, M.culIdInvalid)
    .trim()
    .min(1, requiredMessage)
    .regex(CUL_ID_PATTERN, M.culIdInvalid);

/**
 * getShareCulDetail: `id` is the item's `id`, which the built-in service makes its accession number (the culId of a
 * work's address). The site adds the address's `culName`, which a proxied ICMS finds the work by; this ignores it.
 */
export const culDetailQuerySchema = z.object({ id: culIdSchema(M.detailIdRequired) });

/** The dialect's envelope as the built-in service writes it. */
export const culAnswerSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    status: z.number(),
    message: z.string(),
    count: z.number().optional(),
    data: data.optional(),
  });

export const culPictureSchema = z.object({
  /** `/files/<key>`; append `?imgSize=W_H` for a resized copy. */
  url: z.string(),
  ...sizeShape,
  /** Extra: IIIF Image API 3.0 service id (absolute); `${iiif}/info.json` opens it in a deep-zoom viewer. */
  iiif: z.string(),
});

/** An item of getShareCulList; `id` and `culId` are both the accession number. */
export const culItemSchema = z.object({
  ...textLanguageShape,
  id: z.string(),
  culId: z.string(),
  culName: z.string(),
  /** The type's `typeCode` (its id as text). */
  culCategory: z.string(),
  culCategoryName: z.string(),
  /** Dynasty or period, e.g. 唐, 清乾隆, 1985 年. */
  culYear: z.string().nullable(),
  /** Grade of a cultural relic (一级文物 ...), null for modern works. */
  culLevelName: z.string().nullable(),
  /** Dimensions as catalogued, e.g. 纵 132 厘米 横 46 厘米. */
  culSize: z.string().nullable(),
  gsTextureName: z.string().nullable(),
  /** How it entered the collection, e.g. 2016 年艺术家捐赠. */
  sourceName: z.string().nullable(),
  /** The main picture, or a generated cover when the item has no photograph (then `pictures` is empty). */
  picUrl: z.string(),
  pictures: z.array(culPictureSchema),
  createTime: z.string(),
  updateTime: z.string(),
  /** Extra: the maker as catalogued, and the artist directory's entry when the maker has one. */
  author: z.string().nullable(),
  artistId: z.number().nullable(),
  /** Extra: where it was made or found. */
  origin: z.string().nullable(),
});
export type CulItem = z.infer<typeof culItemSchema>;

/** The one item of getShareCulDetail. */
export const culDetailSchema = culItemSchema.extend({
  /** Sanitised rich text. */
  culremark: z.string(),
  /** Extra: IIIF Presentation 3 manifest (absolute URL). */
  manifest: z.string(),
});
export type CulDetail = z.infer<typeof culDetailSchema>;

/** A row of getShareCulType: the museum's categories are one group, `typeCode` is the id as text. */
export const culTypeSchema = z.object({
  id: z.number(),
  typeCode: z.string(),
  typepid: z.number(),
  typegroupid: z.string(),
  value: z.string(),
  typename: z.string(),
  sort: z.number(),
  /** Extra: published items in it. */
  count: z.number(),
  /** Extra: short introduction of the category. */
  intro: z.string(),
});
export type CulType = z.infer<typeof culTypeSchema>;

/** The head row of getShareCulFieldAndDataList, and the fields of every row after it. */
export const CUL_SHARED_FIELDS = {
  culId: '藏品编号',
  culName: '藏品名称',
  culCategoryName: '类别',
  culYear: '年代',
  gsTextureName: '质地',
  culSize: '尺寸',
  picUrl: '图片',
} as const satisfies Partial<Record<keyof CulItem, string>>;
export const culFieldAndDataSchema = z.array(z.record(z.string(), z.string().nullable()));
