import { pinyinOf } from '../../features/content/index.ts';
import * as contentTables from '../../features/content/tables.ts';
import type { Database } from '../../platform/db/client.ts';
import type { SeedContext } from '../context.ts';
import { type DemoCalendar, demoCalendar } from './markup.ts';

/** A small seeded generator, so two runs with the same N write the same items. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, int };
}
type Random = ReturnType<typeof generator>;

const PLACES = [
  '天山',
  '昆仑',
  '阿尔泰',
  '帕米尔',
  '伊犁河谷',
  '吐鲁番',
  '喀什',
  '和田',
  '龟兹',
  '高昌',
  '楼兰',
  '罗布泊',
  '博格达',
  '塔里木',
  '准噶尔',
  '巴音布鲁克',
  '赛里木湖',
  '喀纳斯',
  '焉耆',
  '且末',
];
const SUBJECTS = [
  '丝路',
  '绿洲',
  '雪山',
  '戈壁',
  '草原',
  '巴扎',
  '驼铃',
  '葡萄园',
  '胡杨',
  '坎儿井',
  '石窟',
  '古城',
  '牧场',
  '河谷',
  '沙丘',
];
const FORMS = [
  '油画',
  '中国画',
  '书法',
  '篆刻',
  '版画',
  '雕塑',
  '陶瓷',
  '织绣',
  '摄影',
  '影像',
  '装置',
  '壁画临本',
  '木雕',
  '漆艺',
];
const MOODS = [
  '记忆',
  '回响',
  '光影',
  '四季',
  '行旅',
  '长歌',
  '印记',
  '对话',
  '远方',
  '日常',
  '呼吸',
  '经纬',
  '纹样',
  '山河',
];
const KINDS = ['作品展', '艺术展', '专题展', '邀请展', '收藏展', '文献展', '研究展', '联展'];
const TYPES = ['permanent', 'special', 'special', 'special', 'exchange', 'contemporary'] as const;
const FLOORS_TEXT = ['一层', '二层', '三层', '负一层'];
const HALLS_TEXT = ['丝路厅', '天山厅', '昆仑厅', '织造厅', '影像厅', '瓷韵厅', '中庭', '实验空间'];
const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '赵',
  '黄',
  '周',
  '吴',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '高',
  '林',
  '罗',
];
const GIVEN = [
  '远',
  '川',
  '雪',
  '峰',
  '岚',
  '晨',
  '舟',
  '云',
  '溪',
  '禾',
  '砚',
  '墨',
  '青',
  '白',
  '宁',
  '安',
  '疆',
  '野',
  '原',
  '歌',
];
const UYGHUR = ['艾山', '阿依古丽', '买买提', '古丽', '热依拉', '吐尔逊', '阿不都', '帕丽达', '努尔', '依明'];

const OPENINGS = [
  (p: string, s: string, f: string) =>
    `本展以${p}的${s}为线索，汇集${f}作品百余件，呈现艺术家在这片土地上的观察与思考。`,
  (p: string, s: string, f: string) =>
    `从${p}出发，艺术家们以${f}记录${s}的变迁，讲述丝绸之路上普通人的生活。`,
  (p: string, s: string, f: string) =>
    `${s}是${p}最动人的风景之一。本展通过${f}与文献，梳理这一题材在新疆美术中的发展。`,
  (p: string, s: string, f: string) => `展览聚焦${p}，以${f}为主要媒介，探讨${s}与记忆、迁徙和家园的关系。`,
];
const MIDDLES = [
  '展览分为“山”“路”“人”三个单元，观众可以沿着展线从自然走向生活。',
  '其中多件作品为首次公开展出，部分写生稿与手札同时展出。',
  '展厅设有互动区与阅读角，适合家庭观众一同参观。',
  '策展团队历时两年走访艺术家工作室，整理了大量一手资料。',
  '展期内将举办讲座、工作坊与策展人导览等公共教育活动。',
  '展览以时间为轴，串联起几代艺术家的创作与交流。',
];

const exhibitionTitle = (r: Random) =>
  r.next() < 0.5 ? `${r.pick(PLACES)}${r.pick(MOODS)}` : `${r.pick(SUBJECTS)}${r.pick(MOODS)}`;

function exhibitionRow(r: Random, i: number, { day }: DemoCalendar) {
  const place = r.pick(PLACES);
  const subject = r.pick(SUBJECTS);
  const form = r.pick(FORMS);
  const start = r.int(-5400, 300);
  const type = r.pick(TYPES);
  const summary = r.pick(OPENINGS)(place, subject, form);
  const middle = [r.pick(MIDDLES), r.pick(MIDDLES)];
  return {
    title: exhibitionTitle(r),
    subtitle: `${place}${form}${r.pick(KINDS)}`,
    summary,
    content: `<h2>展览简介</h2><p>${summary}</p><p>${middle.join('')}</p><h2>展览信息</h2><p>第 ${i + 1} 号展览档案，展品涉及${form}、${r.pick(FORMS)}与相关文献。</p>`,
    cover: r.next() < 0.7 ? `/files/demo/exhibition/${String(r.int(1, 12)).padStart(2, '0')}.jpg` : null,
    type,
    startDate: day(start),
    endDate: type === 'permanent' && r.next() < 0.5 ? null : day(start + r.int(30, 200)),
    venue: `${r.pick(FLOORS_TEXT)} · ${r.pick(HALLS_TEXT)}`,
    curator: `${r.pick(SURNAMES)}${r.pick(GIVEN)}${r.pick(GIVEN)}`,
    organizer: '天山美术馆',
    capacity: r.next() < 0.1 ? r.int(50, 400) : null,
  };
}

function educationRow(r: Random, { at }: DemoCalendar) {
  const kind = r.pick(['lecture', 'workshop', 'family', 'tour', 'performance'] as const);
  const subject = r.pick(SUBJECTS);
  const form = r.pick(FORMS);
  const label = {
    lecture: '讲座',
    workshop: '工作坊',
    family: '亲子课',
    tour: '主题导览',
    performance: '展演',
  }[kind];
  const startAt = at(r.int(-1500, 60), `${String(r.int(9, 19)).padStart(2, '0')}:${r.pick(['00', '30'])}`);
  const summary = `围绕${r.pick(PLACES)}的${subject}，与${form}艺术家一起${kind === 'lecture' ? '聊聊创作背后的故事' : '动手体验'}。`;
  return {
    title: `${subject}与${form}：${r.pick(MOODS)}${label}`,
    summary,
    content: `<p>${summary}</p><p>${r.pick(MIDDLES)}</p>`,
    cover: r.next() < 0.7 ? `/files/demo/education/${String(r.int(1, 12)).padStart(2, '0')}.jpg` : null,
    type: kind,
    audience: r.pick(['public', 'adult', 'family', 'teen', 'senior'] as const),
    startAt,
    endAt: new Date(startAt.getTime() + r.int(1, 3) * 3_600_000),
    place: `${r.pick(FLOORS_TEXT)} · ${r.pick(['学术报告厅', '美育教室', '中庭', '图书资料室'])}`,
    speaker: `${r.pick(SURNAMES)}${r.pick(GIVEN)}`,
    capacity: r.next() < 0.8 ? r.int(15, 200) : null,
  };
}

function artistRow(r: Random) {
  const name =
    r.next() < 0.3
      ? `${r.pick(UYGHUR)}·${r.pick(UYGHUR)}`
      : `${r.pick(SURNAMES)}${r.pick(GIVEN)}${r.pick(GIVEN)}`;
  const category = r.pick([
    'oil',
    'ink',
    'calligraphy',
    'sculpture',
    'ceramics',
    'photography',
    'textile',
    'print',
  ] as const);
  const birthYear = r.int(1930, 1998);
  const summary = `长期描绘${r.pick(PLACES)}的${r.pick(SUBJECTS)}，作品以${r.pick(MOODS)}为主题。`;
  return {
    name,
    ...pinyinOf(name),
    category,
    birthYear,
    deathYear: birthYear < 1945 && r.next() < 0.5 ? r.int(2000, 2024) : null,
    birthplace: `新疆${r.pick(PLACES)}`,
    title: `${r.pick(FORMS)}艺术家`,
    summary,
    content: `<p>${summary}</p><p>${r.pick(MIDDLES)}</p>`,
    cover: r.next() < 0.6 ? `/files/demo/artist/${String(r.int(1, 24)).padStart(2, '0')}.jpg` : null,
  };
}

function articleFields(r: Random, lead: string, { day }: DemoCalendar) {
  const summary = `${lead}${r.pick(MIDDLES)}`;
  return {
    summary,
    content: `<p>${summary}</p><p>${r.pick(MIDDLES)}</p>`,
    publishedAt: day(r.int(-4000, 0)),
  };
}

const BATCH = 1000;

async function insertInBatches<T>(
  count: number,
  make: (i: number) => T,
  write: (rows: T[]) => Promise<unknown>,
) {
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => make(from + k));
    await write(rows);
  }
}

/**
 * `npm run seed -- --scale N`: N synthetic exhibitions and a tenth as many of every other content module,
 * with varied, believable text, written a thousand rows per statement. The caller rebuilds the search index.
 */
export async function seedSyntheticContent(ctx: SeedContext, count: number) {
  const db: Database = ctx.db;
  const calendar = demoCalendar(ctx.clock);
  const r = generator(count);
  const others = Math.max(1, Math.round(count / 10));
  await insertInBatches(
    count,
    (i) => exhibitionRow(r, i, calendar),
    (rows) => db.insert(contentTables.exhibitions).values(rows),
  );
  await insertInBatches(
    others,
    () => educationRow(r, calendar),
    (rows) => db.insert(contentTables.educationEvents).values(rows),
  );
  await insertInBatches(
    others,
    () => artistRow(r),
    (rows) => db.insert(contentTables.artists).values(rows),
  );
  await insertInBatches(
    others,
    () => ({
      title: `${r.pick(PLACES)}${r.pick(FORMS)}研究：${r.pick(SUBJECTS)}与${r.pick(MOODS)}`,
      type: r.pick(['research', 'symposium', 'publication', 'project'] as const),
      author: `${r.pick(SURNAMES)}${r.pick(GIVEN)}${r.pick(GIVEN)}`,
      cover: null,
      ...articleFields(
        r,
        `本文以${r.pick(PLACES)}的${r.pick(FORMS)}为对象，讨论${r.pick(SUBJECTS)}题材的流变。`,
        calendar,
      ),
    }),
    (rows) => db.insert(contentTables.academicItems).values(rows),
  );
  await insertInBatches(
    others,
    () => ({
      title: `关于${r.pick(HALLS_TEXT)}${r.pick(['临时闭展', '开放时间调整', '讲解服务', '设施维护'])}的公告`,
      pinned: false,
      ...articleFields(r, '尊敬的观众朋友，', calendar),
    }),
    (rows) => db.insert(contentTables.notices).values(rows),
  );
  await insertInBatches(
    others,
    () => ({
      title: `天山美术馆${r.pick(['藏品', '展览', '志愿者', '观众服务', '安全', '档案'])}管理细则（第 ${r.int(1, 30)} 号）`,
      type: 'museum',
      docNumber: null,
      issuer: '天山美术馆',
      effectiveDate: null,
      ...articleFields(r, '为规范本馆管理工作，制定本细则。', calendar),
    }),
    (rows) => db.insert(contentTables.policies).values(rows),
  );
  await insertInBatches(
    others,
    () => ({
      title: `${r.pick(PLACES)}${r.pick(MOODS)}${r.pick(['开幕', '入藏', '研讨会举行', '走进社区', '获得好评'])}`,
      status: r.pick([1, 1, 1, 2, 3] as const),
      cover: null,
      source: '天山美术馆',
      ...articleFields(r, `${r.pick(PLACES)}${r.pick(SUBJECTS)}相关活动近日举行。`, calendar),
    }),
    (rows) => db.insert(contentTables.affairs).values(rows),
  );
}
