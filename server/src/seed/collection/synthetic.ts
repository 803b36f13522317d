import { sql } from 'drizzle-orm';
import { collectionItems, collectionTypes } from '../../features/collection/tables.ts';
import { queryRows } from '../../platform/db/client.ts';
import type { SeedContext } from '../context.ts';
import { demoCollectionKey, demoImageSize } from '../demo-art/index.ts';
import { createRng } from '../demo-art/random.ts';
import { DEMO_COLLECTION } from './catalogue.ts';

const BATCH = 1000;
const PERIODS = [
  '唐',
  '宋',
  '元',
  '明',
  '清',
  '民国',
  '1960 年代',
  '1980 年代',
  '2000 年代',
  '2010 年代',
  '青铜时代',
  '汉',
];
const PLACES = ['和田', '喀什', '吐鲁番', '库车', '伊犁', '哈密', '阿勒泰', '且末', '巴里坤', '焉耆'];
const MOTIFS = ['缠枝莲', '团花', '卷草', '葡萄', '石榴', '云纹', '山水', '花鸟', '几何', '联珠'];
const FORMS = ['纹罐', '纹盘', '纹瓶', '图轴', '纹毯', '纹镜', '图卷', '纹碗', '造像', '纹绸'];
const MATERIALS = ['瓷', '陶', '绢本设色', '纸本水墨', '羊毛', '桑蚕丝', '青铜', '银', '砂岩', '布面油画'];

/**
 * `npm run seed -- --scale N`: N believable collection items for benchmarks, in batches. They reuse the demo
 * photographs (a hundred thousand distinct images would only test the disk).
 */
export async function seedSyntheticCollection({ db }: SeedContext, count: number) {
  const types = await db.select({ id: collectionTypes.id }).from(collectionTypes);
  if (types.length === 0) throw new Error('seed the demo collection before synthetic items');
  const [row] = await queryRows<{ start: number }>(
    db,
    sql`select coalesce(max(${collectionItems.id}), 0)::int as start from ${collectionItems}`,
  );
  const start = row?.start ?? 0;
  const rng = createRng(`synthetic-collection-${start}`);
  for (let offset = 0; offset < count; offset += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - offset) }, (_, i) => {
      const n = start + offset + i + 1;
      const demo = DEMO_COLLECTION[n % DEMO_COLLECTION.length]!;
      const key = demoCollectionKey(demo.culId);
      const place = rng.pick(PLACES);
      const period = rng.pick(PERIODS);
      const name = `${place}${rng.pick(MOTIFS)}${rng.pick(FORMS)}`;
      return {
        culId: `TSM-SYN-${String(n).padStart(7, '0')}`,
        name,
        typeId: types[n % types.length]!.id,
        period,
        material: rng.pick(MATERIALS),
        size: `高 ${rng.int(8, 120)} 厘米`,
        author: '佚名',
        origin: place,
        acquisition: `${rng.int(1978, 2024)} 年征集`,
        description: `<p>${period}${name}，${place}一带征集，是研究当地工艺与审美的实物资料。</p>`,
        images: [{ key, ...demoImageSize(key)! }],
        sort: 1000 + n,
      };
    });
    await db.insert(collectionItems).values(rows);
  }
}
