import { DictType } from '@museum/shared';

/**
 * Filters of the content screens (GET /client/dict?dictType=), in display order, with their English labels (the
 * English site's; migration 0015 gives them to an installation seeded before).
 */
export const DEMO_DICTIONARIES: Record<string, [value: string, label: string, labelEn: string][]> = {
  [DictType.exhibitionType]: [
    ['permanent', '常设陈列', 'Permanent Collection'],
    ['special', '专题展览', 'Special Exhibition'],
    ['exchange', '交流展览', 'Exchange Exhibition'],
    ['contemporary', '当代艺术', 'Contemporary Art'],
  ],
  [DictType.educationType]: [
    ['lecture', '讲座', 'Lecture'],
    ['workshop', '工作坊', 'Workshop'],
    ['family', '亲子美育', 'Family Art'],
    ['tour', '专题导览', 'Themed Tour'],
    ['performance', '展演', 'Performance'],
  ],
  [DictType.educationAudience]: [
    ['public', '面向公众', 'General Public'],
    ['adult', '成人', 'Adults'],
    ['family', '亲子家庭', 'Families'],
    ['teen', '青少年', 'Teenagers'],
    ['senior', '长者', 'Seniors'],
  ],
  [DictType.artistCategory]: [
    ['oil', '油画', 'Oil Painting'],
    ['ink', '中国画', 'Chinese Painting'],
    ['calligraphy', '书法篆刻', 'Calligraphy and Seal Carving'],
    ['sculpture', '雕塑', 'Sculpture'],
    ['ceramics', '陶瓷', 'Ceramics'],
    ['photography', '摄影', 'Photography'],
    ['textile', '织绣', 'Textiles and Embroidery'],
    ['print', '版画', 'Printmaking'],
  ],
  [DictType.academicType]: [
    ['research', '学术研究', 'Research'],
    ['symposium', '学术会议', 'Symposium'],
    ['publication', '出版物', 'Publication'],
    ['project', '研究项目', 'Research Project'],
  ],
  [DictType.policyType]: [
    ['law', '法律', 'Law'],
    ['regulation', '行政法规', 'Administrative Regulation'],
    ['museum', '本馆制度', 'Museum Rules'],
  ],
};
