import { ContentType, declareContent, field, plainText } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const exhibitionDeclaration = declareContent({
  label: '展览',
  contentType: ContentType.exhibition,
  fields: {
    title: field.requiredText('展览标题', 200, { english: true }),
    subtitle: field.text('副标题', 200, { english: true }),
    type: field.dict('展览类型', DictType.exhibitionType),
    startDate: field.requiredDay('开展日期'),
    endDate: field.day('闭展日期'),
    hallId: field.hall(),
    venue: field.custom('展览地点', { type: 'text', max: 100 }, plainText('展览地点', 100), {
      half: true,
      help: '留空则使用所选展厅的楼层和名称',
      english: true,
    }),
    curator: field.text('策展人', 200, { english: true }),
    organizer: field.text('主办单位', 300, { english: true }),
    capacity: field.places(),
    cover: field.cover(),
    summary: field.summary({ english: true }),
    content: field.rich('展览介绍', { english: true }),
    gallery: field.images('展览图集', 30),
  },
  searched: ['subtitle', 'venue', 'curator', 'organizer'],
  detail: ['gallery', 'curator', 'organizer'],
  ordered: [['startDate', 'endDate']],
});
