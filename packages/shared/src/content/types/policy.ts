import { ContentType, declareContent, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const policyDeclaration = declareContent({
  label: '政策法规',
  contentType: ContentType.policy,
  fields: {
    title: field.requiredText('标题', 200, { english: true }),
    type: field.dict('政策类型', DictType.policyType),
    docNumber: field.text('文号', 100),
    issuer: field.requiredText('发布机关', 200, { english: true }),
    publishedAt: field.requiredDay('发布日期'),
    effectiveDate: field.day('施行日期'),
    summary: field.summary({ english: true }),
    content: field.rich('正文', { english: true }),
  },
  searched: ['docNumber', 'issuer'],
});
