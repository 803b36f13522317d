import type { ValueOf } from '../common/labelled.ts';
export const ExhibitionStatus = { upcoming: 0, ongoing: 1, ended: 2 } as const;
export type ExhibitionStatus = ValueOf<typeof ExhibitionStatus>;
export const EXHIBITION_STATUS_LABELS: Record<ExhibitionStatus, string> = {
  0: '即将开展',
  1: '正在展出',
  2: '往期回顾',
};

export const EducationStatus = { preview: 0, reservation: 1, review: 2 } as const;
export type EducationStatus = ValueOf<typeof EducationStatus>;
export const EDUCATION_STATUS_LABELS: Record<EducationStatus, string> = {
  0: '活动预告',
  1: '活动预约',
  2: '活动回顾',
};

/** Affair items with status 1 are museum news (docs/spec §3); the statuses are the tabs of /affair/{tab?}. */
export const AffairStatus = { news: 1, openInfo: 2, press: 3 } as const;
export type AffairStatus = ValueOf<typeof AffairStatus>;
export const AFFAIR_STATUS_LABELS: Record<AffairStatus, string> = {
  1: '新闻动态',
  2: '馆务公开',
  3: '媒体报道',
};

/** Related items a detail page may ask for. */
export const RELATED_MAX = 12;

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

/** Where a banner shows. */
export const BannerPosition = { home: 'home', collection: 'collection' } as const;
export type BannerPosition = ValueOf<typeof BannerPosition>;

/** Dictionary types the content screens use for their filters (GET /client/dict?dictType=). */
export const DictType = {
  exhibitionType: 'exhibition_type',
  educationType: 'education_type',
  educationAudience: 'education_audience',
  artistCategory: 'artist_category',
  academicType: 'academic_type',
  policyType: 'policy_type',
} as const;
