import { z } from 'zod';
import { pageQuerySchema } from '../common/envelope.ts';
import { optionalFlag, optionalKeyword } from '../common/query.ts';
import { intSchema } from '../common/validators.ts';
import { BannerPosition } from '../content/index.ts';
import {
  code,
  count,
  day,
  flag,
  floor,
  imageList,
  linkText,
  moment,
  number,
  optionalCount,
  optionalDay,
  optionalImage,
  optionalLink,
  optionalMoment,
  optionalText,
  optionalYear,
  plainText,
  requiredImage,
  requiredText,
  richText,
  sortOrder,
} from './fields.ts';
import { PublishingMessages as M } from './messages.ts';
import type { PublishingModule } from './modules.ts';

const fields = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: M.badBody });

const summary = plainText('摘要', 1000);
const optionalId = (field: string) => optionalCount(field, 1, 2_147_483_647);

/**
 * The fields staff write for each module, named as the visitor API's detail answers them (docs/PRODUCT.md "Staff
 * console"): a record read from the visitor API can be written back; its read-only fields (counts, labels, status
 * computed from dates) are not part of these and are ignored.
 */
export const exhibitionFieldsSchema = fields({
  title: requiredText('展览标题', 200),
  subtitle: optionalText('副标题', 200),
  summary,
  content: richText('展览介绍'),
  cover: optionalImage('封面图'),
  gallery: imageList('展览图集', 30),
  type: code('展览类型'),
  startDate: day('开展日期'),
  endDate: optionalDay('闭展日期'),
  hallId: optionalId('展厅'),
  venue: plainText('展览地点', 100),
  curator: optionalText('策展人', 200),
  organizer: optionalText('主办单位', 300),
  capacity: optionalCount('可预约名额'),
}).refine((item) => !item.endDate || item.endDate >= item.startDate, {
  message: M.endBeforeStart,
  path: ['endDate'],
});

export const educationFieldsSchema = fields({
  title: requiredText('活动标题', 200),
  summary,
  content: richText('活动介绍'),
  cover: optionalImage('封面图'),
  type: code('活动类型'),
  audience: code('适合人群'),
  startAt: moment('开始时间'),
  endAt: moment('结束时间'),
  bookingOpensAt: optionalMoment('开放预约时间'),
  place: requiredText('活动地点', 200),
  hallId: optionalId('展厅'),
  speaker: optionalText('主讲人', 200),
  capacity: optionalCount('可预约名额'),
}).refine((item) => item.endAt >= item.startAt, { message: M.endBeforeStart, path: ['endAt'] });

export const artistFieldsSchema = fields({
  name: requiredText('姓名', 100),
  category: code('艺术门类'),
  birthYear: optionalYear('生年'),
  deathYear: optionalYear('卒年'),
  birthplace: optionalText('籍贯', 100),
  title: optionalText('头衔', 200),
  summary,
  content: richText('艺术家介绍'),
  cover: optionalImage('代表作图片'),
}).refine((item) => !item.birthYear || !item.deathYear || item.deathYear >= item.birthYear, {
  message: M.deathBeforeBirth,
  path: ['deathYear'],
});

export const academicFieldsSchema = fields({
  title: requiredText('标题', 200),
  type: code('学术类型'),
  author: optionalText('作者', 200),
  source: optionalText('来源', 200),
  summary,
  content: richText('正文'),
  cover: optionalImage('封面图'),
  publishedAt: day('发布日期'),
});

export const noticeFieldsSchema = fields({
  title: requiredText('标题', 200),
  summary,
  content: richText('正文'),
  pinned: flag('置顶'),
  publishedAt: day('发布日期'),
});

export const policyFieldsSchema = fields({
  title: requiredText('标题', 200),
  type: code('政策类型'),
  docNumber: optionalText('文号', 100),
  issuer: requiredText('发布机关', 200),
  summary,
  content: richText('正文'),
  publishedAt: day('发布日期'),
  effectiveDate: optionalDay('施行日期'),
});

export const AFFAIR_TABS = { 1: '新闻动态', 2: '馆务公开', 3: '媒体报道' } as const;
export const affairFieldsSchema = fields({
  title: requiredText('标题', 200),
  status: intSchema('馆务栏目只能是 1（新闻动态）、2（馆务公开）或 3（媒体报道）', 1, 3),
  summary,
  content: richText('正文'),
  cover: optionalImage('封面图'),
  source: optionalText('来源', 200),
  publishedAt: day('发布日期'),
});

export const bannerFieldsSchema = fields({
  position: z.enum(BannerPosition, { error: '轮播位置只能是 home（首页）或 collection（典藏页）' }),
  title: requiredText('标题', 200),
  subtitle: optionalText('副标题', 300),
  image: requiredImage('图片'),
  link: optionalLink('链接'),
  sort: sortOrder,
  startsAt: optionalMoment('开始展示时间'),
  endsAt: optionalMoment('结束展示时间'),
}).refine((item) => !item.startsAt || !item.endsAt || item.endsAt >= item.startsAt, {
  message: M.endBeforeStart,
  path: ['endsAt'],
});

export const linkFieldsSchema = fields({
  name: requiredText('名称', 100),
  url: linkText('网址'),
  sort: sortOrder,
});

export const hallFieldsSchema = fields({
  name: requiredText('展厅名称', 40),
  floor,
  area: count('面积（平方米）', 1, 100_000),
  description: plainText('展厅介绍', 2000),
  applicable: flag('可申请办展'),
  position: z.object(
    {
      x: number('平面图位置 x', 0, 100_000),
      y: number('平面图位置 y', 0, 100_000),
      width: number('平面图宽度', 1, 100_000),
      height: number('平面图高度', 1, 100_000),
    },
    { error: '请在平面图上标出展厅位置（x、y、width、height）' },
  ),
  sort: sortOrder,
});

/** A work's photograph as the visitor API answers it; only `url` is read (the size is measured on save). */
const workImage = z.object({ url: requiredImage('藏品图片') }, { error: '藏品图片格式不正确' });
export const workFieldsSchema = fields({
  culId: requiredText('藏品编号', 40).regex(
    /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/,
    '藏品编号只能包含字母、数字和连字符',
  ),
  culName: requiredText('藏品名称', 120),
  typeId: count('藏品类别', 1, 2_147_483_647),
  period: optionalText('年代', 60),
  material: optionalText('材质', 120),
  size: optionalText('尺寸', 120),
  author: optionalText('作者', 60),
  artistId: optionalId('艺术家'),
  origin: optionalText('产地', 120),
  acquisition: optionalText('来源', 120),
  grade: optionalText('级别', 20),
  description: richText('藏品介绍'),
  images: z.preprocess(
    (value) => value ?? [],
    z.array(workImage, { error: '藏品图片格式不正确' }).max(20, M.tooManyImages(20)),
  ),
  featured: flag('重点藏品'),
  sort: sortOrder,
});

export const workTypeFieldsSchema = fields({
  name: requiredText('类别名称', 30),
  intro: plainText('类别介绍', 1000),
  sort: sortOrder,
});

export const PUBLISHING_FIELDS = {
  exhibition: exhibitionFieldsSchema,
  education: educationFieldsSchema,
  academic: academicFieldsSchema,
  notice: noticeFieldsSchema,
  policy: policyFieldsSchema,
  affair: affairFieldsSchema,
  artist: artistFieldsSchema,
  banner: bannerFieldsSchema,
  link: linkFieldsSchema,
  hall: hallFieldsSchema,
  work: workFieldsSchema,
  'work-type': workTypeFieldsSchema,
} as const satisfies Record<PublishingModule, z.ZodType>;
export type PublishingFields<M extends PublishingModule> = z.output<(typeof PUBLISHING_FIELDS)[M]>;
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
