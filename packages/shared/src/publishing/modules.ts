import { ContentType } from '../common/content-types.ts';

/** What staff publish, one name per kind of content (docs/PRODUCT.md "Staff console", "Content"). */
export const PUBLISHING_MODULES = [
  'exhibition',
  'education',
  'academic',
  'notice',
  'policy',
  'affair',
  'artist',
  'banner',
  'link',
  'hall',
  'work',
  'work-type',
] as const;
export type PublishingModule = (typeof PUBLISHING_MODULES)[number];

export const PUBLISHING_MODULE_LABELS: Record<PublishingModule, string> = {
  exhibition: '展览',
  education: '教育活动',
  academic: '学术研究',
  notice: '公告',
  policy: '政策法规',
  affair: '馆务信息',
  artist: '艺术家',
  banner: '轮播图',
  link: '友情链接',
  hall: '展厅',
  work: '藏品',
  'work-type': '藏品类别',
};

/** The module's kind in favourites, counts and search, for the modules visitors open one by one. */
export const PUBLISHING_CONTENT_TYPES: Partial<Record<PublishingModule, ContentType>> = {
  exhibition: ContentType.exhibition,
  education: ContentType.education,
  academic: ContentType.academic,
  notice: ContentType.notice,
  policy: ContentType.policy,
  affair: ContentType.affair,
  artist: ContentType.artist,
  work: ContentType.collection,
};
