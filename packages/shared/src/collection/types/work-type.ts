import { declareContent, field } from '../../common/index.ts';

export const workTypeDeclaration = declareContent({
  label: '藏品类别',
  fields: {
    name: field.requiredText('类别名称', 30, { english: true }),
    sort: field.sort(),
    intro: field.textarea('类别介绍', 1000, 4, { english: true }),
  },
});
