import { z } from 'zod';
import {
  ContentType,
  count,
  declareContent,
  FieldMessages,
  field,
  optionalId,
  requiredImage,
  requiredText,
} from '../../common/index.ts';

/** A work's photograph as the visitor API answers it; only `url` is read (the size is measured on save). */
const workImage = z.object({ url: requiredImage('藏品图片') }, { error: '藏品图片格式不正确' });

export const workDeclaration = declareContent({
  label: '藏品',
  contentType: ContentType.collection,
  fields: {
    culId: field.custom(
      '藏品编号',
      { type: 'text', max: 40 },
      requiredText('藏品编号', 40).regex(
        /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/,
        '藏品编号只能包含字母、数字和连字符',
      ),
      { required: true, half: true, help: '字母、数字和连字符，如 HT-0001' },
    ),
    culName: field.requiredText('藏品名称', 120, { english: true }),
    typeId: field.custom('藏品类别', { type: 'workType' }, count('藏品类别', 1, 2_147_483_647), {
      required: true,
      half: true,
    }),
    artistId: field.custom('艺术家', { type: 'artist' }, optionalId('艺术家'), { half: true }),
    author: field.text('作者', 60, { english: true }),
    period: field.text('年代', 60, { english: true }),
    material: field.text('材质', 120, { english: true }),
    size: field.text('尺寸', 120, { english: true }),
    origin: field.text('产地', 120, { english: true }),
    acquisition: field.text('来源', 120, { english: true }),
    grade: field.text('级别', 20, { english: true }),
    featured: field.flag('重点藏品'),
    sort: field.sort(),
    images: field.custom(
      '藏品图片',
      { type: 'workImages', max: 20 },
      z.preprocess(
        (value) => value ?? [],
        z.array(workImage, { error: '藏品图片格式不正确' }).max(20, FieldMessages.tooManyImages(20)),
      ),
    ),
    description: field.rich('藏品介绍', { english: true }),
  },
  searched: ['culId', 'author', 'period', 'material', 'origin'],
});
