import { ContentType, declareContent, FieldMessages, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const artistDeclaration = declareContent({
  label: '艺术家',
  contentType: ContentType.artist,
  fields: {
    name: field.requiredText('姓名', 100, { english: true }),
    category: field.dict('艺术门类', DictType.artistCategory),
    birthYear: field.year('生年'),
    deathYear: field.year('卒年'),
    birthplace: field.text('籍贯', 100, { english: true }),
    title: field.text('头衔', 200, { english: true }),
    cover: field.cover('代表作图片'),
    summary: field.summary({ english: true }),
    content: field.rich('艺术家介绍', { english: true }),
  },
  searched: ['title', 'birthplace'],
  ordered: [['birthYear', 'deathYear', FieldMessages.deathBeforeBirth]],
});
