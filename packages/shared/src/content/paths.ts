import { segment } from '../common/paths.ts';

/** What visitors read (docs/spec §7; docs/PRODUCT.md names the paths the spec leaves open). */
export const ContentPaths = {
  exhibitionList: '/client/zhanlan/list',
  exhibitionDetail: (id: number | string) => `/client/zhanlan/${segment(id)}`,
  exhibitionOther: '/client/zhanlan/other',
  educationList: '/client/education/list',
  educationDetail: (id: number | string) => `/client/education/${segment(id)}`,
  artistList: '/client/yishujia/list',
  /** Pinyin initials that have artists, with their counts, for the directory's index. */
  artistInitials: '/client/yishujia/initials',
  artistDetail: (id: number | string) => `/client/yishujia/${segment(id)}`,
  academicList: '/client/academic/list',
  academicDetail: (id: number | string) => `/client/academic/${segment(id)}`,
  noticeList: '/client/notice/list',
  noticeDetail: (id: number | string) => `/client/notice/${segment(id)}`,
  policyList: '/client/policy/list',
  policyDetail: (id: number | string) => `/client/policy/${segment(id)}`,
  affairList: '/client/affair/list',
  affairDetail: (id: number | string) => `/client/affair/${segment(id)}`,
  bannerList: '/client/banner/list',
  collectionBannerList: '/client/cangpin/banner/list',
  dict: '/client/dict',
  linkList: '/client/link/list',
} as const;
