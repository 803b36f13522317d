import { ContentType, declareContent, field } from '../../common/index.ts';

export const noticeDeclaration = declareContent({
  label: '公告',
  contentType: ContentType.notice,
  fields: {
    title: field.requiredText('标题', 200, { english: true }),
    publishedAt: field.requiredDay('发布日期'),
    pinned: field.flag('置顶'),
    summary: field.summary({ english: true }),
    content: field.rich('正文', { english: true }),
  },
});
