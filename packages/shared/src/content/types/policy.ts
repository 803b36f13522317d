import { ContentType, declareContent, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const policyDeclaration = declareContent({
  label: '政策法规',
  contentType: ContentType.policy,
  fields: {
    title: field.requiredText('标题', 200),
    type: field.dict('政策类型', DictType.policyType),
    docNumber: field.text('文号', 100),
    issuer: field.requiredText('发布机关', 200),
    publishedAt: field.requiredDay('发布日期'),
    effectiveDate: field.day('施行日期'),
    summary: field.summary(),
    content: field.rich('正文'),
  },
  searched: ['docNumber', 'issuer'],
});
