import type { IcmsItem, IcmsType } from './icms.ts';

/**
 * The one place the ICMS dialect is read, by the site's screens and by the server (search, favourites of an
 * outside ICMS): pure functions that turn what an installation answers (with its
 * quirks: missing fields, `culYear` as a date, a year or a period, `pictures` empty beside a `picUrl`, relative or
 * plain-http picture addresses) into what the collection's screens show.
 */

/** A photograph: `iiif` is the deep-zoom service when the installation has one (the built-in service does). */
export interface WorkImage {
  url: string;
  iiif: string | null;
  width?: number;
  height?: number;
}

export interface Work {
  /** An ICMS's own record id (else `culId`): what its getShareCulDetail takes, and what favourites keep. */
  id: string;
  /** The accession number as catalogued: the work's address carries it (docs/spec §2), with `culName`. */
  culId: string;
  culName: string;
  /** `culCategory`: the type's `typeCode`. */
  category: string | null;
  categoryName: string | null;
  year: string | null;
  size: string | null;
  material: string | null;
  level: string | null;
  weight: string | null;
  source: string | null;
  registrationNo: string | null;
  /** The maker and the artist directory's entry: extras of the built-in service. */
  author: string | null;
  artistId: number | null;
  /** `culremark`, shown as rich text (the built-in service sanitises it; see `RichText`). */
  description: string | null;
  images: WorkImage[];
  /** The main picture: the first image, else `picUrl`; null when the item has none. */
  image: string | null;
  /** IIIF Presentation manifest, when the installation offers one. */
  manifest: string | null;
}

export interface WorkType {
  /** `typeCode`, what items carry in `culCategory` and the collection's address names. */
  code: string;
  name: string;
  /** Works in it, when the installation says (the built-in service does). */
  count: number | null;
  intro: string | null;
}

/** Base for resolving relative addresses against a base that is itself a path on this site. */
const SAME_SITE = 'http://same-site.invalid';

/**
 * `url` made usable from this site: relative to the ICMS base (`base` may be a path on this site or another
 * origin), http or https only (many installations serve pictures over plain http).
 */
export function resolveUrl(url: unknown, base: string): string | null {
  const value = typeof url === 'string' ? url.trim() : '';
  if (!value) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, new URL(`${base.replace(/\/+$/, '')}/`, SAME_SITE));
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  return resolved.origin === SAME_SITE ? `${resolved.pathname}${resolved.search}` : resolved.href;
}

/** Text of a field that may be missing, null, a number or blank. */
function textOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  return value.trim() || null;
}

const numberOf = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** `culYear` as people read it: 1998 and `1998-01-01 00:00:00` are "1998 年", a period (清代) stays as it is. */
export function yearText(culYear: unknown): string | null {
  const text = textOf(culYear);
  if (!text) return null;
  const year = /^(-?\d{1,4})(?:[-/.]\d{1,2}[-/.]\d{1,2}(?:[ T][\d:.]+)?)?$/.exec(text);
  return year ? `${Number(year[1])} 年` : text;
}

/** `culSize`, else the measured length, width and height the installation keeps apart. */
function sizeText(item: IcmsItem): string | null {
  const size = textOf(item.culSize);
  if (size) return size;
  const parts = (
    [
      ['长', item.gsLength],
      ['宽', item.gsWidth],
      ['高', item.gsHeight],
    ] as const
  ).flatMap(([label, value]) => (textOf(value) ? [`${label} ${textOf(value)}`] : []));
  return parts.length ? parts.join(' × ') : null;
}

function imagesOf(item: IcmsItem, base: string): WorkImage[] {
  const fromPictures = (item.pictures ?? []).flatMap((picture): WorkImage[] => {
    const url = resolveUrl(picture.url, base);
    if (!url) return [];
    const width = numberOf(picture.width);
    const height = numberOf(picture.height);
    return [
      {
        url,
        iiif: resolveUrl(picture.iiif, base),
        ...(width && height ? { width, height } : {}),
      },
    ];
  });
  if (fromPictures.length) return fromPictures;
  const picUrl = resolveUrl(item.picUrl, base);
  return picUrl ? [{ url: picUrl, iiif: null }] : [];
}

/** An item of getShareCulList or getShareCulDetail as the screens show it; null without an id to open it by. */
export function toWork(item: IcmsItem, base: string): Work | null {
  const id = textOf(item.id) ?? textOf(item.culId);
  if (!id) return null;
  const images = imagesOf(item, base);
  const weight = textOf(item.quality);
  return {
    id,
    culId: textOf(item.culId) ?? id,
    culName: textOf(item.culName) ?? '未命名藏品',
    category: textOf(item.culCategory),
    categoryName: textOf(item.culCategoryName),
    year: yearText(item.culYear),
    size: sizeText(item),
    material: textOf(item.gsTextureName),
    level: textOf(item.culLevelName),
    weight: weight && [weight, textOf(item.qualityunitName)].filter(Boolean).join(' '),
    source: textOf(item.sourceName),
    registrationNo: textOf(item.totalregistrationno),
    author: textOf(item.author),
    artistId: numberOf(item.artistId),
    description: textOf(item.culremark),
    images,
    image: resolveUrl(item.picUrl, base) ?? images[0]?.url ?? null,
    manifest: resolveUrl(item.manifest, base),
  };
}

/** Items with an id, in order. */
export const toWorks = (items: readonly IcmsItem[] | null | undefined, base: string): Work[] =>
  (items ?? []).flatMap((item) => toWork(item, base) ?? []);

/** A row of getShareCulType; null without a code or a name to show. */
export function toWorkType(row: IcmsType): WorkType | null {
  const code = textOf(row.typeCode) ?? textOf(row.value) ?? textOf(row.id);
  const name = textOf(row.typename);
  if (!code || !name) return null;
  return { code, name, count: numberOf(row.count), intro: textOf(row.intro) };
}

export const toWorkTypes = (rows: readonly IcmsType[] | null | undefined): WorkType[] =>
  (rows ?? []).flatMap((row) => toWorkType(row) ?? []);

/** The catalogue facts of a work, in the order a gallery label gives them. */
const FACTS = [
  ['author', '作者'],
  ['year', '年代'],
  ['categoryName', '门类'],
  ['material', '材质'],
  ['size', '尺寸'],
  ['weight', '质量'],
  ['level', '级别'],
  ['source', '来源'],
  ['culId', '藏品编号'],
] as const satisfies readonly (readonly [keyof Work, string])[];

/** The facts a work has, as label and value. */
export const workFacts = (work: Work) =>
  FACTS.flatMap(([key, label]) => (work[key] ? [{ key, label, value: String(work[key]) }] : []));
