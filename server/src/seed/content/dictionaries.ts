import { DictType } from '@museum/shared';

/** Filters of the content screens (GET /client/dict?dictType=), in display order. */
export const DEMO_DICTIONARIES: Record<string, [value: string, label: string][]> = {
  [DictType.exhibitionType]: [
    ['permanent', '常设陈列'],
    ['special', '专题展览'],
    ['exchange', '交流展览'],
    ['contemporary', '当代艺术'],
  ],
  [DictType.educationType]: [
    ['lecture', '讲座'],
    ['workshop', '工作坊'],
    ['family', '亲子美育'],
    ['tour', '专题导览'],
    ['performance', '展演'],
  ],
  [DictType.educationAudience]: [
    ['public', '面向公众'],
    ['adult', '成人'],
    ['family', '亲子家庭'],
    ['teen', '青少年'],
    ['senior', '长者'],
  ],
  [DictType.artistCategory]: [
    ['oil', '油画'],
    ['ink', '中国画'],
    ['calligraphy', '书法篆刻'],
    ['sculpture', '雕塑'],
    ['ceramics', '陶瓷'],
    ['photography', '摄影'],
    ['textile', '织绣'],
    ['print', '版画'],
  ],
  [DictType.academicType]: [
    ['research', '学术研究'],
    ['symposium', '学术会议'],
    ['publication', '出版物'],
    ['project', '研究项目'],
  ],
  [DictType.policyType]: [
    ['law', '法律'],
    ['regulation', '行政法规'],
    ['museum', '本馆制度'],
  ],
};
