import { ContentType, declareContent, field, intSchema } from '../../common/index.ts';
import { AFFAIR_STATUS_LABELS } from '../enums.ts';

export const affairDeclaration = declareContent({
  label: '馆务信息',
  contentType: ContentType.affair,
  fields: {
    title: field.requiredText('标题', 200, { english: true }),
    status: field.choice(
      '栏目',
      Object.entries(AFFAIR_STATUS_LABELS).map(([value, label]) => ({ value: Number(value), label })),
      intSchema('馆务栏目只能是 1（新闻动态）、2（馆务公开）或 3（媒体报道）', 1, 3),
    ),
    publishedAt: field.requiredDay('发布日期'),
    source: field.text('来源', 200, { english: true }),
    cover: field.cover(),
    summary: field.summary({ english: true }),
    content: field.rich('正文', { english: true }),
  },
  searched: ['source'],
});
