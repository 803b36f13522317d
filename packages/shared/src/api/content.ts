import { z } from 'zod';
import { CONTENT_TYPES, type ContentType } from '../enums.ts';
import { Messages } from '../messages.ts';
import { listResultSchema, pageQuerySchema } from './envelope.ts';

/**
 * Content, engagement and search calls (spec section 7; PRODUCT.md names the paths the spec leaves open).
 * Functions build a path with an id; the server registers the same function's result for ':id'.
 */
export const ContentPaths = {
  exhibitionList: '/client/zhanlan/list',
  exhibitionDetail: (id: number | string) => `/client/zhanlan/${id}`,
  exhibitionOther: '/client/zhanlan/other',
  exhibitionIsdo: (id: number | string) => `/client/zhanlan/isdo/${id}`,
  educationList: '/client/education/list',
  educationDetail: (id: number | string) => `/client/education/${id}`,
  artistList: '/client/yishujia/list',
  /** Pinyin initials that have artists, with their counts, for the directory's index. */
  artistInitials: '/client/yishujia/initials',
  artistDetail: (id: number | string) => `/client/yishujia/${id}`,
  academicList: '/client/academic/list',
  academicDetail: (id: number | string) => `/client/academic/${id}`,
  noticeList: '/client/notice/list',
  noticeDetail: (id: number | string) => `/client/notice/${id}`,
  policyList: '/client/policy/list',
  policyDetail: (id: number | string) => `/client/policy/${id}`,
  affairList: '/client/affair/list',
  affairDetail: (id: number | string) => `/client/affair/${id}`,
  bannerList: '/client/banner/list',
  collectionBannerList: '/client/cangpin/banner/list',
  dict: '/client/dict',
  /** POST records, DELETE withdraws a collect or like. */
  action: '/client/action',
  /** The signed-in visitor's collect/like state and the public counts of any item. */
  actionState: '/client/action/state',
  collectList: '/client/collect/list',
  collectionActionCounts: (id: number | string) => `/client/cangpin/action/${id}`,
  collectionIsdo: (id: number | string) => `/client/cangpin/isdo/${id}`,
  saveLog: '/client/saveLog',
  search: '/client/search',
} as const;

// ---------------------------------------------------------------- query helpers

/** A query value left empty (`?status=`) counts as absent rather than as 0. */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalInt = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

const optionalCode = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${field}格式不正确` })
      .trim()
      .max(64, `${field}格式不正确`)
      .regex(/^[\w-]+$/, `${field}格式不正确`)
      .optional(),
  );

export const KEYWORD_MAX_LENGTH = 50;
const optionalKeyword = z.preprocess(
  blankToUndefined,
  z
    .string({ error: '关键词格式不正确' })
    .trim()
    .max(KEYWORD_MAX_LENGTH, `关键词不能超过${KEYWORD_MAX_LENGTH}个字`)
    .optional(),
);
const yearFilter = optionalInt('年份格式不正确，请选择 1900 到 2100 之间的年份', 1900, 2100);

// ---------------------------------------------------------------- list queries

export const exhibitionListQuerySchema = pageQuerySchema.extend({
  status: optionalInt('展览状态只能是 0（即将开展）、1（正在展出）或 2（往期回顾）', 0, 2),
  type: optionalCode('展览类型'),
  keyword: optionalKeyword,
  year: yearFilter,
});
export type ExhibitionListQuery = z.input<typeof exhibitionListQuerySchema>;

export const RELATED_MAX = 12;
export const exhibitionOtherQuerySchema = z.object({
  /** The exhibition being viewed: left out of the answer, and its type and dates guide the choice. */
  id: optionalInt('id 必须是正整数', 1, 2_147_483_647),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `pageSize 必须是 1 到 ${RELATED_MAX} 之间的整数` })
      .int(`pageSize 必须是 1 到 ${RELATED_MAX} 之间的整数`)
      .min(1, `pageSize 必须是 1 到 ${RELATED_MAX} 之间的整数`)
      .max(RELATED_MAX, `pageSize 必须是 1 到 ${RELATED_MAX} 之间的整数`)
      .default(4),
  ),
});
export type ExhibitionOtherQuery = z.input<typeof exhibitionOtherQuerySchema>;

export const educationListQuerySchema = pageQuerySchema.extend({
  status: optionalInt('活动状态只能是 0（活动预告）、1（活动预约）或 2（活动回顾）', 0, 2),
  type: optionalCode('活动类型'),
  keyword: optionalKeyword,
});
export type EducationListQuery = z.input<typeof educationListQuerySchema>;

/** Pinyin initial of the artist directory's index; '#' gathers names that do not start with a letter. */
export const ARTIST_INITIALS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
  '#',
] as const;
export const artistListQuerySchema = pageQuerySchema.extend({
  initial: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toUpperCase()) : blankToUndefined(v)),
    z.enum(ARTIST_INITIALS, { error: '拼音首字母只能是 A 到 Z 或 #' }).optional(),
  ),
  category: optionalCode('艺术门类'),
  keyword: optionalKeyword,
});
export type ArtistListQuery = z.input<typeof artistListQuerySchema>;

export const academicListQuerySchema = pageQuerySchema.extend({
  type: optionalCode('学术类型'),
  keyword: optionalKeyword,
  year: yearFilter,
});
export type AcademicListQuery = z.input<typeof academicListQuerySchema>;

export const noticeListQuerySchema = pageQuerySchema.extend({ keyword: optionalKeyword, year: yearFilter });
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const policyListQuerySchema = pageQuerySchema.extend({
  type: optionalCode('政策类型'),
  keyword: optionalKeyword,
});
export type PolicyListQuery = z.input<typeof policyListQuerySchema>;

export const affairListQuerySchema = pageQuerySchema.extend({
  status: optionalInt('馆务栏目只能是 1（新闻动态）、2（馆务公开）或 3（媒体报道）', 1, 3),
  keyword: optionalKeyword,
  year: yearFilter,
});
export type AffairListQuery = z.input<typeof affairListQuerySchema>;

export const BannerPosition = { home: 'home', collection: 'collection' } as const;
export type BannerPosition = (typeof BannerPosition)[keyof typeof BannerPosition];
export const bannerListQuerySchema = pageQuerySchema;

export const dictQuerySchema = z.object({
  dictType: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '请指定字典类型 dictType' })
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,63}$/, '字典类型 dictType 格式不正确'),
  ),
});
export type DictQuery = z.input<typeof dictQuerySchema>;

/** Dictionary types the content screens use for their filters (GET /client/dict?dictType=). */
export const DictType = {
  exhibitionType: 'exhibition_type',
  educationType: 'education_type',
  educationAudience: 'education_audience',
  artistCategory: 'artist_category',
  academicType: 'academic_type',
  policyType: 'policy_type',
} as const;

// ---------------------------------------------------------------- engagement

const contentTypeSchema = z.coerce
  .number({ error: '请指定内容模块 module（1-8）' })
  .int('内容模块 module 只能是 1 到 8')
  .refine((v) => (CONTENT_TYPES as readonly number[]).includes(v), '内容模块 module 只能是 1 到 8')
  .transform((v) => v as ContentType);

/** Content ids are numbers; collection items use the collection service's culId, so a string is kept. */
const resIdSchema = z
  .union([z.string(), z.number()], { error: '请指定内容 resId' })
  .transform((v) => String(v).trim())
  .refine((v) => v.length > 0, '请指定内容 resId')
  .refine((v) => v.length <= 64 && /^[\w.-]+$/.test(v), '内容 resId 格式不正确');

export const ActionType = { collect: 'collect', like: 'like' } as const;
export type ActionType = (typeof ActionType)[keyof typeof ActionType];
export const ACTION_TYPE_LABELS: Record<ActionType, string> = { collect: '收藏', like: '点赞' };

export const actionBodySchema = z.object({
  module: contentTypeSchema,
  resId: resIdSchema,
  type: z.enum(['collect', 'like'], { error: '操作类型 type 只能是 collect（收藏）或 like（点赞）' }),
});
export type ActionBody = z.input<typeof actionBodySchema>;

export const actionStateQuerySchema = z.object({ module: contentTypeSchema, resId: resIdSchema });
export type ActionStateQuery = z.input<typeof actionStateQuerySchema>;

export const collectListQuerySchema = pageQuerySchema.extend({
  module: z.preprocess(blankToUndefined, contentTypeSchema.optional()),
});
export type CollectListQuery = z.input<typeof collectListQuerySchema>;

/** The spec's hit record (section 3): module and resId. */
export const saveLogBodySchema = z.object({ module: contentTypeSchema, resId: resIdSchema });
export type SaveLogBody = z.input<typeof saveLogBodySchema>;

// ---------------------------------------------------------------- search

export const searchQuerySchema = pageQuerySchema.extend({
  module: z.preprocess(blankToUndefined, contentTypeSchema.default(1 as ContentType)),
  keyword: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: Messages.searchKeywordRequired })
      .min(1, Messages.searchKeywordRequired)
      .max(KEYWORD_MAX_LENGTH, `搜索关键词不能超过${KEYWORD_MAX_LENGTH}个字`),
  ),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

// ---------------------------------------------------------------- answers

/** A content-type number (1-8) as the server sends it. */
export const contentTypeValueSchema = z.literal(CONTENT_TYPES);

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

/** A neighbour in publication order, for "previous / next" links on article screens. */
export const neighbourSchema = z.object({
  id: z.number(),
  title: z.string(),
});
export type Neighbour = z.infer<typeof neighbourSchema>;

const withCoverShape = {
  /** Always set: the item's own image or one of the ten generated covers. */
  cover: z.string(),
  /** 1-10: which generated cover stands in when the item has none (spec: random cover images). */
  randomNum: z.number(),
};

export const exhibitionSummarySchema = z.object({
  ...withCoverShape,
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  summary: z.string(),
  status: z.literal([0, 1, 2]),
  type: z.string(),
  typeLabel: z.string(),
  /** YYYY-MM-DD */
  startDate: z.string(),
  /** YYYY-MM-DD; null for a permanent exhibition. */
  endDate: z.string().nullable(),
  hallId: z.number().nullable(),
  /** Hall and floor, e.g. "2F · 丝路厅". */
  venue: z.string(),
  /** Places that can be booked; null when the exhibition takes no bookings. */
  capacity: z.number().nullable(),
  bookedCount: z.number(),
});
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;

export const exhibitionDetailSchema = exhibitionSummarySchema.extend({
  ...engagementCountsSchema.shape,
  content: z.string(),
  gallery: z.array(z.string()),
  curator: z.string().nullable(),
  organizer: z.string().nullable(),
});
export type ExhibitionDetail = z.infer<typeof exhibitionDetailSchema>;

export const educationSummarySchema = z.object({
  ...withCoverShape,
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  status: z.literal([0, 1, 2]),
  type: z.string(),
  typeLabel: z.string(),
  audience: z.string(),
  audienceLabel: z.string(),
  /** ISO date-times. */
  startAt: z.string(),
  endAt: z.string(),
  /** When booking opens (ISO); null when it is open as soon as the event is announced. */
  bookingOpensAt: z.string().nullable(),
  place: z.string(),
  speaker: z.string().nullable(),
  capacity: z.number().nullable(),
  bookedCount: z.number(),
});
export type EducationSummary = z.infer<typeof educationSummarySchema>;

export const educationDetailSchema = educationSummarySchema.extend({
  ...engagementCountsSchema.shape,
  content: z.string(),
});
export type EducationDetail = z.infer<typeof educationDetailSchema>;

export const artistSummarySchema = z.object({
  ...withCoverShape,
  id: z.number(),
  name: z.string(),
  /** Pinyin initial, A-Z or '#'. */
  initial: z.string(),
  category: z.string(),
  categoryLabel: z.string(),
  birthYear: z.number().nullable(),
  deathYear: z.number().nullable(),
  birthplace: z.string().nullable(),
  /** A short description, e.g. "油画家，新疆画院特聘画师". */
  title: z.string().nullable(),
  summary: z.string(),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

export const artistWorkSchema = z.object({
  culId: z.string(),
  culName: z.string(),
  image: z.string(),
  period: z.string().nullable(),
  typeName: z.string().nullable(),
});
export type ArtistWork = z.infer<typeof artistWorkSchema>;

export const artistDetailSchema = artistSummarySchema.extend({
  ...engagementCountsSchema.shape,
  content: z.string(),
  works: z.array(artistWorkSchema),
});
export type ArtistDetail = z.infer<typeof artistDetailSchema>;

export const artistInitialSchema = z.object({
  initial: z.string(),
  count: z.number(),
});
export type ArtistInitial = z.infer<typeof artistInitialSchema>;

export const academicSummarySchema = z.object({
  ...withCoverShape,
  id: z.number(),
  title: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  author: z.string().nullable(),
  summary: z.string(),
  /** YYYY-MM-DD */
  publishedAt: z.string(),
});
export type AcademicSummary = z.infer<typeof academicSummarySchema>;

const articleDetailShape = {
  ...engagementCountsSchema.shape,
  content: z.string(),
  prev: neighbourSchema.nullable(),
  next: neighbourSchema.nullable(),
};

export const academicDetailSchema = academicSummarySchema.extend({
  ...articleDetailShape,
  source: z.string().nullable(),
});
export type AcademicDetail = z.infer<typeof academicDetailSchema>;

export const noticeSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  pinned: z.boolean(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeDetailSchema = noticeSummarySchema.extend(articleDetailShape);
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const policySummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  type: z.string(),
  typeLabel: z.string(),
  /** 文号, e.g. 国务院令第659号; null for the museum's own rules without one. */
  docNumber: z.string().nullable(),
  issuer: z.string(),
  summary: z.string(),
  publishedAt: z.string(),
  effectiveDate: z.string().nullable(),
});
export type PolicySummary = z.infer<typeof policySummarySchema>;

export const policyDetailSchema = policySummarySchema.extend(articleDetailShape);
export type PolicyDetail = z.infer<typeof policyDetailSchema>;

export const affairSummarySchema = z.object({
  ...withCoverShape,
  id: z.number(),
  title: z.string(),
  status: z.literal([1, 2, 3]),
  summary: z.string(),
  publishedAt: z.string(),
  source: z.string().nullable(),
});
export type AffairSummary = z.infer<typeof affairSummarySchema>;

export const affairDetailSchema = affairSummarySchema.extend(articleDetailShape);
export type AffairDetail = z.infer<typeof affairDetailSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  /** A site path (/exhibition/detail/3) or an external address (opened in a new window). */
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const collectItemSchema = z.object({
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

export const searchHitSchema = z.object({
  module: contentTypeValueSchema,
  /** The item's id (for collection items, its culId). */
  id: z.string(),
  /** HTML-escaped text with the matched words in <em>. */
  title: z.string(),
  snippet: z.string(),
  cover: z.string().nullable(),
  randomNum: z.number(),
  culId: z.string().nullable(),
  culName: z.string().nullable(),
  /** A date or date range to show, already formatted. */
  date: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** `GET /client/search`: a page of one module's hits plus the hit count of every module. */
export const searchResultSchema = listResultSchema(searchHitSchema).extend({
  counts: z.record(contentTypeValueSchema, z.number()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
