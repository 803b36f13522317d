import { ContentType, declareContent, field } from '../../common/index.ts';
import { DictType } from '../enums.ts';

export const educationDeclaration = declareContent({
  label: '教育活动',
  contentType: ContentType.education,
  fields: {
    title: field.requiredText('活动标题', 200, { english: true }),
    type: field.dict('活动类型', DictType.educationType),
    audience: field.dict('适合人群', DictType.educationAudience),
    startAt: field.requiredMoment('开始时间'),
    endAt: field.requiredMoment('结束时间'),
    bookingOpensAt: field.moment('开放预约时间'),
    place: field.requiredText('活动地点', 200, { english: true }),
    hallId: field.hall(),
    speaker: field.text('主讲人', 200, { english: true }),
    capacity: field.places(),
    cover: field.cover(),
    summary: field.summary({ english: true }),
    content: field.rich('活动介绍', { english: true }),
  },
  searched: ['speaker', 'place'],
  ordered: [['startAt', 'endAt']],
});
