import { z } from 'zod';
import { declareContent, FLOORS, field, floor, number } from '../../common/index.ts';

export const hallDeclaration = declareContent({
  label: '展厅',
  fields: {
    name: field.requiredText('展厅名称', 40, { english: true }),
    floor: field.choice(
      '楼层',
      FLOORS.map((value) => ({ value, label: value })),
      floor,
    ),
    area: field.area('面积', '平方米', 1, 100_000),
    applicable: field.flag('可申请办展'),
    sort: field.sort(),
    description: field.textarea('展厅介绍', 2000, 4, { english: true }),
    position: field.custom(
      '平面图位置',
      { type: 'position' },
      z.object(
        {
          x: number('平面图位置 x', 0, 100_000),
          y: number('平面图位置 y', 0, 100_000),
          width: number('平面图宽度', 1, 100_000),
          height: number('平面图高度', 1, 100_000),
        },
        { error: '请在平面图上标出展厅位置（x、y、width、height）' },
      ),
      { required: true, help: '展厅在本层平面图上的矩形：左上角 x、y 与宽、高（平面图坐标）' },
    ),
  },
});
