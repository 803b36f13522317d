import { ContentType, declareContent, field } from '../../common/index.ts';

export const noticeDeclaration = declareContent({
  label: '公告',
  contentType: ContentType.notice,
  fields: {
    title: field.requiredText('标题', 200),
    publishedAt: field.requiredDay('发布日期'),
    pinned: field.flag('置顶'),
    summary: field.summary(),
    content: field.rich('正文'),
  },
});
