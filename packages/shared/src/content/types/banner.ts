import { z } from 'zod';
import { declareContent, field, optionalLink } from '../../common/index.ts';
import { BannerPosition } from '../enums.ts';

export const bannerDeclaration = declareContent({
  label: '轮播图',
  fields: {
    position: field.choice(
      '轮播位置',
      [
        { value: BannerPosition.home, label: '首页' },
        { value: BannerPosition.collection, label: '典藏页' },
      ],
      z.enum(BannerPosition, { error: '轮播位置只能是 home（首页）或 collection（典藏页）' }),
    ),
    sort: field.sort(),
    title: field.requiredText('标题', 200, { english: true }),
    subtitle: field.text('副标题', 300, { english: true }),
    image: field.image('图片', 16 / 6),
    link: field.custom('链接', { type: 'text', max: 500 }, optionalLink('链接'), {
      help: '站内路径（如 /exhibition/detail/3）或 http(s) 网址',
    }),
    startsAt: field.moment('开始展示时间'),
    endsAt: field.moment('结束展示时间'),
  },
  ordered: [['startsAt', 'endsAt']],
});
