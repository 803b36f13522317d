import { ContentType, declareContent, FieldMessages, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const artistDeclaration = declareContent({
  label: '艺术家',
  contentType: ContentType.artist,
  fields: {
    name: field.requiredText('姓名', 100),
    category: field.dict('艺术门类', DictType.artistCategory),
    birthYear: field.year('生年'),
    deathYear: field.year('卒年'),
    birthplace: field.text('籍贯', 100),
    title: field.text('头衔', 200),
    cover: field.cover('代表作图片'),
    summary: field.summary(),
    content: field.rich('艺术家介绍'),
  },
  searched: ['title', 'birthplace'],
  ordered: [['birthYear', 'deathYear', FieldMessages.deathBeforeBirth]],
});
