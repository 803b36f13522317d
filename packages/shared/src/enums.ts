/** Content-type numbers (spec section 2): they open both the detail and the list screens. */
export const ContentType = {
  exhibition: 1,
  education: 2,
  collection: 3,
  artist: 4,
  academic: 5,
  notice: 6,
  policy: 7,
  affair: 8,
} as const;
export type ContentType = (typeof ContentType)[keyof typeof ContentType];
export const CONTENT_TYPES = Object.values(ContentType);

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  1: '展览',
  2: '公共教育',
  3: '典藏',
  4: '艺术家',
  5: '学术',
  6: '公告',
  7: '政策法规',
  8: '馆务',
};

export const ExhibitionStatus = { upcoming: 0, ongoing: 1, ended: 2 } as const;
export type ExhibitionStatus = (typeof ExhibitionStatus)[keyof typeof ExhibitionStatus];
export const EXHIBITION_STATUS_LABELS: Record<ExhibitionStatus, string> = {
  0: '即将开展',
  1: '正在展出',
  2: '往期回顾',
};

export const EducationStatus = { preview: 0, reservation: 1, review: 2 } as const;
export type EducationStatus = (typeof EducationStatus)[keyof typeof EducationStatus];
export const EDUCATION_STATUS_LABELS: Record<EducationStatus, string> = {
  0: '活动预告',
  1: '活动预约',
  2: '活动回顾',
};

/** Affair items with status 1 are museum news (spec section 3); the statuses are the tabs of /affair/{tab?}. */
export const AffairStatus = { news: 1, openInfo: 2, press: 3 } as const;
export type AffairStatus = (typeof AffairStatus)[keyof typeof AffairStatus];
export const AFFAIR_STATUS_LABELS: Record<AffairStatus, string> = {
  1: '新闻动态',
  2: '馆务公开',
  3: '媒体报道',
};

export const Sex = { female: 0, male: 1, unknown: 2 } as const;
export type Sex = (typeof Sex)[keyof typeof Sex];
export const SEX_LABELS: Record<Sex, string> = { 1: '男', 0: '女', 2: '未知' };

export const SMS_TYPES = ['signIn', 'signUp', 'findPwd', 'shenFen'] as const;
export type SmsType = (typeof SMS_TYPES)[number];
