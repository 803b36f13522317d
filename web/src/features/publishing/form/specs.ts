import {
  AFFAIR_TABS,
  BannerPosition,
  DictType,
  FLOORS,
  PUBLISHING_CONTENT_TYPES,
  type PublishingModule,
} from '@museum/shared';

/** How a field is edited; the names are those of the module's fields in `@museum/shared` publishing. */
export type FieldKind =
  | { type: 'text'; max: number; placeholder?: string }
  | { type: 'textarea'; max: number; rows?: number }
  | { type: 'rich' }
  | { type: 'image'; aspect: number }
  | { type: 'images'; max: number }
  /** A work's photographs: `[{url}]` on the wire. */
  | { type: 'workImages'; max: number }
  | { type: 'day' }
  | { type: 'moment' }
  | { type: 'number'; min: number; max: number; step?: number; unit?: string }
  | { type: 'flag' }
  | { type: 'dict'; dictType: string }
  | { type: 'choice'; options: { value: string | number; label: string }[] }
  | { type: 'hall' }
  | { type: 'artist' }
  | { type: 'workType' }
  /** A hall's rectangle on its floor plan: `{x, y, width, height}`. */
  | { type: 'position' };

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  help?: string;
  /** Half a row on wide screens (short inputs side by side). */
  half?: boolean;
}

const text = (name: string, label: string, max: number, more: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  label,
  kind: { type: 'text', max },
  half: max <= 120,
  ...more,
});
const summary: FieldSpec = {
  name: 'summary',
  label: '摘要',
  kind: { type: 'textarea', max: 1000, rows: 3 },
  help: '列表和分享卡片上显示的一两句话',
};
const rich = (name: string, label: string): FieldSpec => ({ name, label, kind: { type: 'rich' } });
const cover = (label = '封面图'): FieldSpec => ({
  name: 'cover',
  label,
  kind: { type: 'image', aspect: 4 / 3 },
});
const day = (name: string, label: string, required = false): FieldSpec => ({
  name,
  label,
  kind: { type: 'day' },
  required,
  half: true,
});
const moment = (name: string, label: string, required = false): FieldSpec => ({
  name,
  label,
  kind: { type: 'moment' },
  required,
  half: true,
});
const dict = (name: string, label: string, dictType: string): FieldSpec => ({
  name,
  label,
  kind: { type: 'dict', dictType },
  required: true,
  half: true,
});
const places: FieldSpec = {
  name: 'capacity',
  label: '可预约名额',
  kind: { type: 'number', min: 0, max: 1_000_000, unit: '人' },
  help: '留空表示无需预约',
  half: true,
};
const sort: FieldSpec = {
  name: 'sort',
  label: '排序',
  kind: { type: 'number', min: -100_000, max: 100_000 },
  help: '数字小的排在前面',
  half: true,
};
const hall: FieldSpec = { name: 'hallId', label: '展厅', kind: { type: 'hall' }, half: true };

/** Every module's form, field by field, in the order an editor fills it in. */
export const FORM_SPECS: Record<PublishingModule, FieldSpec[]> = {
  exhibition: [
    text('title', '展览标题', 200, { required: true }),
    text('subtitle', '副标题', 200),
    dict('type', '展览类型', DictType.exhibitionType),
    day('startDate', '开展日期', true),
    day('endDate', '闭展日期'),
    hall,
    text('venue', '展览地点', 100, { help: '留空则使用所选展厅的楼层和名称' }),
    text('curator', '策展人', 200),
    text('organizer', '主办单位', 300),
    places,
    cover(),
    summary,
    rich('content', '展览介绍'),
    { name: 'gallery', label: '展览图集', kind: { type: 'images', max: 30 } },
  ],
  education: [
    text('title', '活动标题', 200, { required: true }),
    dict('type', '活动类型', DictType.educationType),
    dict('audience', '适合人群', DictType.educationAudience),
    moment('startAt', '开始时间', true),
    moment('endAt', '结束时间', true),
    moment('bookingOpensAt', '开放预约时间'),
    text('place', '活动地点', 200, { required: true }),
    hall,
    text('speaker', '主讲人', 200),
    places,
    cover(),
    summary,
    rich('content', '活动介绍'),
  ],
  academic: [
    text('title', '标题', 200, { required: true }),
    dict('type', '学术类型', DictType.academicType),
    day('publishedAt', '发布日期', true),
    text('author', '作者', 200),
    text('source', '来源', 200),
    cover(),
    summary,
    rich('content', '正文'),
  ],
  notice: [
    text('title', '标题', 200, { required: true }),
    day('publishedAt', '发布日期', true),
    { name: 'pinned', label: '置顶', kind: { type: 'flag' }, half: true },
    summary,
    rich('content', '正文'),
  ],
  policy: [
    text('title', '标题', 200, { required: true }),
    dict('type', '政策类型', DictType.policyType),
    text('docNumber', '文号', 100),
    text('issuer', '发布机关', 200, { required: true }),
    day('publishedAt', '发布日期', true),
    day('effectiveDate', '施行日期'),
    summary,
    rich('content', '正文'),
  ],
  affair: [
    text('title', '标题', 200, { required: true }),
    {
      name: 'status',
      label: '栏目',
      kind: {
        type: 'choice',
        options: Object.entries(AFFAIR_TABS).map(([value, label]) => ({ value: Number(value), label })),
      },
      required: true,
      half: true,
    },
    day('publishedAt', '发布日期', true),
    text('source', '来源', 200),
    cover(),
    summary,
    rich('content', '正文'),
  ],
  artist: [
    text('name', '姓名', 100, { required: true }),
    dict('category', '艺术门类', DictType.artistCategory),
    { name: 'birthYear', label: '生年', kind: { type: 'number', min: -3000, max: 2100 }, half: true },
    { name: 'deathYear', label: '卒年', kind: { type: 'number', min: -3000, max: 2100 }, half: true },
    text('birthplace', '籍贯', 100),
    text('title', '头衔', 200),
    cover('代表作图片'),
    summary,
    rich('content', '艺术家介绍'),
  ],
  banner: [
    {
      name: 'position',
      label: '轮播位置',
      kind: {
        type: 'choice',
        options: [
          { value: BannerPosition.home, label: '首页' },
          { value: BannerPosition.collection, label: '典藏页' },
        ],
      },
      required: true,
      half: true,
    },
    sort,
    text('title', '标题', 200, { required: true }),
    text('subtitle', '副标题', 300),
    { name: 'image', label: '图片', kind: { type: 'image', aspect: 16 / 6 }, required: true },
    text('link', '链接', 500, { help: '站内路径（如 /exhibition/detail/3）或 http(s) 网址' }),
    moment('startsAt', '开始展示时间'),
    moment('endsAt', '结束展示时间'),
  ],
  link: [
    text('name', '名称', 100, { required: true }),
    { name: 'url', label: '网址', kind: { type: 'text', max: 500, placeholder: 'https://' }, required: true },
    sort,
  ],
  hall: [
    text('name', '展厅名称', 40, { required: true }),
    {
      name: 'floor',
      label: '楼层',
      kind: { type: 'choice', options: FLOORS.map((floor) => ({ value: floor, label: floor })) },
      required: true,
      half: true,
    },
    {
      name: 'area',
      label: '面积',
      kind: { type: 'number', min: 1, max: 100_000, unit: '平方米' },
      required: true,
      half: true,
    },
    { name: 'applicable', label: '可申请办展', kind: { type: 'flag' }, half: true },
    sort,
    { name: 'description', label: '展厅介绍', kind: { type: 'textarea', max: 2000, rows: 4 } },
    {
      name: 'position',
      label: '平面图位置',
      kind: { type: 'position' },
      required: true,
      help: '展厅在本层平面图上的矩形：左上角 x、y 与宽、高（平面图坐标）',
    },
  ],
  work: [
    text('culId', '藏品编号', 40, { required: true, help: '字母、数字和连字符，如 HT-0001' }),
    text('culName', '藏品名称', 120, { required: true }),
    { name: 'typeId', label: '藏品类别', kind: { type: 'workType' }, required: true, half: true },
    { name: 'artistId', label: '艺术家', kind: { type: 'artist' }, half: true },
    text('author', '作者', 60),
    text('period', '年代', 60),
    text('material', '材质', 120),
    text('size', '尺寸', 120),
    text('origin', '产地', 120),
    text('acquisition', '来源', 120),
    text('grade', '级别', 20),
    { name: 'featured', label: '重点藏品', kind: { type: 'flag' }, half: true },
    sort,
    { name: 'images', label: '藏品图片', kind: { type: 'workImages', max: 20 } },
    rich('description', '藏品介绍'),
  ],
  'work-type': [
    text('name', '类别名称', 30, { required: true }),
    sort,
    { name: 'intro', label: '类别介绍', kind: { type: 'textarea', max: 1000, rows: 4 } },
  ],
};

/** Modules whose items visitors open one by one, on a page of their own: what "preview as visitor" shows. */
export const PREVIEWABLE: ReadonlySet<PublishingModule> = new Set(
  Object.keys(PUBLISHING_CONTENT_TYPES) as PublishingModule[],
);
