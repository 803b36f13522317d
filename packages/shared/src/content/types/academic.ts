import { ContentType, declareContent, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const academicDeclaration = declareContent({
  label: '学术研究',
  contentType: ContentType.academic,
  fields: {
    title: field.requiredText('标题', 200, { english: true }),
    type: field.dict('学术类型', DictType.academicType),
    publishedAt: field.requiredDay('发布日期'),
    author: field.text('作者', 200, { english: true }),
    source: field.text('来源', 200, { english: true }),
    cover: field.cover(),
    summary: field.summary({ english: true }),
    content: field.rich('正文', { english: true }),
  },
  searched: ['author', 'source'],
});
