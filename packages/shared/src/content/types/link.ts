import { declareContent, field, linkText } from '../../common/index.ts';

export const linkDeclaration = declareContent({
  label: '友情链接',
  fields: {
    name: field.requiredText('名称', 100, { english: true }),
    url: field.custom('网址', { type: 'text', max: 500, placeholder: 'https://' }, linkText('网址'), {
      required: true,
    }),
    sort: field.sort(),
  },
});
