import { z } from 'zod';
import { detailShape, textLanguageShape } from '../common/content-declarations.ts';
import { pageQuerySchema } from '../common/envelope.ts';
import { blankToUndefined, optionalCode, optionalInt, optionalKeyword } from '../common/query.ts';
import { idListSchema, intSchema, textSchema } from '../common/validators.ts';
import { engagementCountsSchema } from '../engagement/index.ts';
import { ARTIST_INITIALS, RELATED_MAX } from './enums.ts';
import { ContentFilterLabels as Label, ContentMessages as M } from './messages.ts';
import { exhibitionDeclaration } from './types/exhibition.ts';

const yearFilter = optionalInt(M.yearInvalid, 1900, 2100);

// ---------------------------------------------------------------- list queries

export const exhibitionListQuerySchema = pageQuerySchema.extend({
  status: optionalInt(M.exhibitionStatusInvalid, 0, 2),
  type: optionalCode(Label.exhibitionType),
  keyword: optionalKeyword,
  year: yearFilter,
});
export type ExhibitionListQuery = z.input<typeof exhibitionListQuerySchema>;

export const exhibitionOtherQuerySchema = z.object({
  /** The exhibition being viewed: left out of the answer, and its type and dates guide the choice. */
  id: optionalInt(M.idInvalid, 1),
  pageSize: z.preprocess(blankToUndefined, intSchema(M.relatedSizeInvalid, 1, RELATED_MAX).default(4)),
});
export type ExhibitionOtherQuery = z.input<typeof exhibitionOtherQuerySchema>;

export const educationListQuerySchema = pageQuerySchema.extend({
  status: optionalInt(M.educationStatusInvalid, 0, 2),
  type: optionalCode(Label.educationType),
  keyword: optionalKeyword,
});
export type EducationListQuery = z.input<typeof educationListQuerySchema>;

export const artistListQuerySchema = pageQuerySchema.extend({
  initial: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.toUpperCase()) : blankToUndefined(v)),
    z.enum(ARTIST_INITIALS, { error: M.initialInvalid }).optional(),
  ),
  category: optionalCode(Label.artistCategory),
  keyword: optionalKeyword,
  /** Only these artists (an exhibition's, say): `1,2,3` or repeated `ids`. */
  ids: idListSchema(Label.artistIds),
});
export type ArtistListQuery = z.input<typeof artistListQuerySchema>;

export const academicListQuerySchema = pageQuerySchema.extend({
  type: optionalCode(Label.academicType),
  keyword: optionalKeyword,
  year: yearFilter,
});
export type AcademicListQuery = z.input<typeof academicListQuerySchema>;

export const noticeListQuerySchema = pageQuerySchema.extend({ keyword: optionalKeyword, year: yearFilter });
export type NoticeListQuery = z.input<typeof noticeListQuerySchema>;

export const policyListQuerySchema = pageQuerySchema.extend({
  type: optionalCode(Label.policyType),
  keyword: optionalKeyword,
});
export type PolicyListQuery = z.input<typeof policyListQuerySchema>;

export const affairListQuerySchema = pageQuerySchema.extend({
  status: optionalInt(M.affairStatusInvalid, 1, 3),
  keyword: optionalKeyword,
  year: yearFilter,
});
export type AffairListQuery = z.input<typeof affairListQuerySchema>;

export const bannerListQuerySchema = pageQuerySchema;

/** A friendly link of the header's submenu. */
export const linkSchema = z.object({
  ...textLanguageShape,
  id: z.number(),
  name: z.string(),
  url: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

/** A dictionary entry: the label of a code (docs/spec §3). */
export const dictEntrySchema = z.object({ value: z.string(), label: z.string() });
export type DictEntry = z.infer<typeof dictEntrySchema>;

export const dictQuerySchema = z.object({
  dictType: z.preprocess(
    blankToUndefined,
    textSchema(M.dictTypeRequired, M.dictTypeInvalid)
      .trim()
      .regex(/^[a-z][a-z0-9_]{0,63}$/, M.dictTypeInvalid),
  ),
});
export type DictQuery = z.input<typeof dictQuerySchema>;

// ---------------------------------------------------------------- answers

/** A neighbour in publication order, for "previous / next" links on article screens. */
export const neighbourSchema = z.object({
  id: z.number(),
  title: z.string(),
});
export type Neighbour = z.infer<typeof neighbourSchema>;

const withCoverShape = {
  /** Always set: the item's own image or one of the ten generated covers. */
  cover: z.string(),
  /** 1-10: which generated cover stands in when the item has none (docs/spec §9: random cover images). */
  randomNum: z.number(),
};

export const exhibitionSummarySchema = z.object({
  ...textLanguageShape,
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
  ...detailShape(exhibitionDeclaration),
});
export type ExhibitionDetail = z.infer<typeof exhibitionDetailSchema>;

export const educationSummarySchema = z.object({
  ...textLanguageShape,
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
  ...textLanguageShape,
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
  ...textLanguageShape,
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
  ...textLanguageShape,
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
  ...textLanguageShape,
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
  ...textLanguageShape,
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
  ...textLanguageShape,
  id: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  /** A site path (/exhibition/detail/3) or an external address (opened in a new window). */
  link: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;
