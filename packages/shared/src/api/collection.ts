import { z } from 'zod';
import { FLOORS, type Floor } from '../constants.ts';
import { pageQuerySchema } from './envelope.ts';
import { ICMS_BASE } from './paths.ts';

/**
 * The ICMS-compatible collection service. Paths are relative to its base URL, which the site reads from
 * `SiteSettings.collectionApiBase` (default: this server's own `/icmsApi/icmsRestController`).
 */
export const CollectionPaths = {
  defaultBase: ICMS_BASE,
  list: '/getShareCulList',
  types: '/getShareCulType',
  detail: '/getShareCulDetail',
} as const;

/** IIIF Image API 3.0 and Presentation 3 services, at the server root. */
export const IiifPaths = {
  base: '/iiif/3',
  image: (imageId: string) => `/iiif/3/${imageId}`,
  info: (imageId: string) => `/iiif/3/${imageId}/info.json`,
  manifest: (culId: string) => `/iiif/3/manifest/${encodeURIComponent(culId)}`,
} as const;

/** Halls and floor plans, under /prod-api. */
export const VenuePaths = {
  halls: '/client/zhanting/allList',
  floors: '/client/floor/list',
} as const;

/** Accession numbers such as `TSM-HH-0001`: letters, digits and hyphens. */
export const CUL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
export const COLLECTION_KEYWORD_MAX = 50;

/** The IIIF id of an item's n-th image (from 1): `TSM-HH-0001_1`. */
export const iiifImageId = (culId: string, index: number) => `${culId}_${index}`;

/** Query values arrive as strings; an empty one means "no filter". */
const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const optionalPositiveInt = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce.number({ error: message }).int(message).positive(message).optional(),
  );

export const culListQuerySchema = pageQuerySchema.extend({
  /** A collection type id (getShareCulType). */
  type: optionalPositiveInt('藏品类别 type 必须是正整数'),
  /** Matches name, artist, period and material. */
  keyword: z.preprocess(
    blankToUndefined,
    z
      .string({ error: '关键词必须是文字' })
      .trim()
      .max(COLLECTION_KEYWORD_MAX, `关键词不能超过${COLLECTION_KEYWORD_MAX}个字`)
      .optional(),
  ),
  /** Works of one artist of the artist directory. */
  artistId: optionalPositiveInt('艺术家 artistId 必须是正整数'),
});
export type CulListQuery = z.infer<typeof culListQuerySchema>;

export const culDetailQuerySchema = z.object({
  id: z
    .string({ error: '请提供藏品编号 id' })
    .trim()
    .min(1, '请提供藏品编号 id')
    .regex(CUL_ID_PATTERN, '藏品编号格式不正确'),
});
export type CulDetailQuery = z.infer<typeof culDetailQuerySchema>;

export const culImageSchema = z.object({
  /** `/files/<key>`; append `?imgSize=W_H` for a resized copy. */
  url: z.string(),
  width: z.number(),
  height: z.number(),
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

export const hallListQuerySchema = z.object({
  floor: z.preprocess(
    blankToUndefined,
    z.enum(FLOORS, { error: `楼层 floor 只能是 ${FLOORS.join('、')} 之一` }).optional(),
  ),
  /** true: only halls that can be applied for (exhibition-hosting application). */
  applicable: z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'applicable 只能是 true 或 false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
  ),
});
export type HallListQuery = z.infer<typeof hallListQuerySchema>;

/** A rectangle on a floor plan, in plan units (the plan's viewBox). */
export const planRectSchema = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type PlanRect = z.infer<typeof planRectSchema>;

/** An exhibition hall (展厅); `data` of /client/zhanting/allList is a list of these. */
export const hallSchema = z.object({
  id: z.number(),
  name: z.string(),
  floor: z.enum(FLOORS),
  floorName: z.string(),
  /** Floor area in square metres. */
  area: z.number(),
  description: z.string(),
  /** Can be applied for to host an exhibition. */
  applicable: z.boolean(),
  position: planRectSchema,
});
export type Hall = z.infer<typeof hallSchema>;

export const FACILITY_KINDS = [
  'entrance',
  'stairs',
  'lift',
  'escalator',
  'toilet',
  'accessible',
  'info',
  'cloakroom',
  'cafe',
  'shop',
  'nursing',
  'firstAid',
  'lockers',
  'auditorium',
  'studio',
  'library',
  'office',
  'void',
] as const;
export type FacilityKind = (typeof FACILITY_KINDS)[number];

export const FACILITY_LABELS: Record<FacilityKind, string> = {
  entrance: '出入口',
  stairs: '楼梯',
  lift: '电梯',
  escalator: '扶梯',
  toilet: '卫生间',
  accessible: '无障碍卫生间',
  info: '服务台',
  cloakroom: '寄存处',
  cafe: '咖啡厅',
  shop: '文创商店',
  nursing: '母婴室',
  firstAid: '医务室',
  lockers: '储物柜',
  auditorium: '报告厅',
  studio: '美育教室',
  library: '图书资料室',
  office: '非开放区域',
  void: '中庭上空',
};

/** A service point (icon) or a non-exhibition room on a floor plan. */
export const facilitySchema = z.object({
  kind: z.enum(FACILITY_KINDS),
  /** Shown beside the icon; defaults to the kind's label. */
  label: z.string(),
  /** Rooms (café, shop, auditorium ...) have an area; icons only a position. */
  rect: planRectSchema.optional(),
  x: z.number(),
  y: z.number(),
});
export type Facility = z.infer<typeof facilitySchema>;

/** `data` of /client/floor/list: the four floors from -1F up, each drawn in its own plan units. */
export const floorPlanSchema = z.object({
  floor: z.enum(FLOORS),
  /** 地下一层, 一层 ... */
  name: z.string(),
  summary: z.string(),
  width: z.number(),
  height: z.number(),
  /** SVG path of the building's outline on this floor. */
  outline: z.string(),
  facilities: z.array(facilitySchema),
  halls: z.array(hallSchema),
});
export type FloorPlan = z.infer<typeof floorPlanSchema>;

export const FLOOR_NAMES: Record<Floor, string> = {
  '-1F': '地下一层',
  '1F': '一层',
  '2F': '二层',
  '3F': '三层',
};

// ---------------------------------------------------------------- IIIF documents

/** A IIIF language map: `{ "zh-Hans": ["..."] }`. */
const iiifTextSchema = z.record(z.string(), z.array(z.string()));
const iiifLabelValueSchema = z.object({ label: iiifTextSchema, value: iiifTextSchema });
const iiifImageServiceSchema = z.object({
  id: z.string(),
  type: z.literal('ImageService3'),
  profile: z.string(),
});

/** `GET /iiif/3/{imageId}/info.json`: the Image API 3.0 Image Information document the deep-zoom viewer reads. */
export const iiifImageInfoSchema = iiifImageServiceSchema.extend({
  '@context': z.string(),
  protocol: z.literal('http://iiif.io/api/image'),
  width: z.number(),
  height: z.number(),
  maxWidth: z.number(),
  maxHeight: z.number(),
  /** Whole-image sizes kept ready, smallest first. */
  sizes: z.array(z.object({ width: z.number(), height: z.number() })),
  tiles: z.array(z.object({ width: z.number(), height: z.number(), scaleFactors: z.array(z.number()) })),
  extraQualities: z.array(z.string()),
  extraFormats: z.array(z.string()),
  extraFeatures: z.array(z.string()),
});
export type IiifImageInfo = z.infer<typeof iiifImageInfoSchema>;

const iiifImageResourceSchema = z.object({
  id: z.string(),
  type: z.literal('Image'),
  format: z.string(),
  service: z.array(iiifImageServiceSchema),
});

/** A canvas of the manifest: one photograph of the item, painted by one annotation. */
const iiifCanvasSchema = z.object({
  id: z.string(),
  type: z.literal('Canvas'),
  label: iiifTextSchema,
  width: z.number(),
  height: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      type: z.literal('AnnotationPage'),
      items: z.array(
        z.object({
          id: z.string(),
          type: z.literal('Annotation'),
          motivation: z.literal('painting'),
          target: z.string(),
          body: iiifImageResourceSchema.extend({ width: z.number(), height: z.number() }),
        }),
      ),
    }),
  ),
});

/** `GET /iiif/3/manifest/{culId}`: a Presentation 3 manifest with one canvas per photograph of the item. */
export const iiifManifestSchema = z.object({
  '@context': z.string(),
  id: z.string(),
  type: z.literal('Manifest'),
  label: iiifTextSchema,
  summary: iiifTextSchema,
  /** The catalogue facts the item has, in CATALOGUE_FIELDS order. */
  metadata: z.array(iiifLabelValueSchema),
  requiredStatement: iiifLabelValueSchema,
  provider: z.array(z.object({ id: z.string(), type: z.literal('Agent'), label: iiifTextSchema })),
  homepage: z.array(
    z.object({ id: z.string(), type: z.literal('Text'), label: iiifTextSchema, format: z.string() }),
  ),
  thumbnail: z.array(iiifImageResourceSchema),
  items: z.array(iiifCanvasSchema),
});
export type IiifManifest = z.infer<typeof iiifManifestSchema>;

/**
 * `?imgSize=W_H` on a served image returns a resized, cached copy (cropped to fill); a 0 side keeps the
 * proportions. Sides are rounded up by the server to a few steps, so ask for the size you display.
 */
export function imageSize(url: string, width: number, height = 0): string {
  if (!url.startsWith('/files/')) return url;
  const [path, query] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('imgSize', `${width}_${height}`);
  return `${path}?${params.toString()}`;
}

/** `srcset` of resized copies at the given widths, keeping `ratio` (height / width; 0 keeps the image's own). */
export function imageSrcSet(url: string, widths: number[], ratio = 0): string {
  return widths.map((w) => `${imageSize(url, w, Math.round(w * ratio))} ${w}w`).join(', ');
}
