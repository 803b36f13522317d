import { ContentType, declareContent, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const academicDeclaration = declareContent({
  label: '学术研究',
  contentType: ContentType.academic,
  fields: {
    title: field.requiredText('标题', 200),
    type: field.dict('学术类型', DictType.academicType),
    publishedAt: field.requiredDay('发布日期'),
    author: field.text('作者', 200),
    source: field.text('来源', 200),
    cover: field.cover(),
    summary: field.summary(),
    content: field.rich('正文'),
  },
  searched: ['author', 'source'],
});
