import type { Facility, FacilityKind, Floor, PlanRect } from '@museum/shared';
import { FACILITY_LABELS } from '@museum/shared';
import { floors, halls } from '../features/venues/tables.ts';
import type { SeedContext } from './context.ts';
import { floorEnglish, hallEnglish } from './english/index.ts';

/**
 * The museum's four floors, drawn in plan units (1000 × 640, north up, the main entrance on the south side),
 * with the halls the demo exhibitions name and the services a visitor looks for.
 */
const PLAN = { width: 1000, height: 640 };
const OUTLINE = 'M40 40H960V600H620V624H380V600H40Z';
const UPPER_OUTLINE = 'M40 40H960V600H40Z';

const room = (kind: FacilityKind, rect: PlanRect, label = FACILITY_LABELS[kind]): Facility => ({
  kind,
  label,
  rect,
  x: rect.x + rect.width / 2,
  y: rect.y + rect.height / 2,
});
const point = (kind: FacilityKind, x: number, y: number, label = FACILITY_LABELS[kind]): Facility => ({
  kind,
  label,
  x,
  y,
});

/** Lifts and the east stair stand in the same place on every floor. */
const CORE: Facility[] = [point('lift', 640, 560), point('stairs', 910, 560)];
const ATRIUM: PlanRect = { x: 440, y: 60, width: 140, height: 320 };

interface DemoHall {
  name: string;
  area: number;
  applicable: boolean;
  position: PlanRect;
  description: string;
}

/** What each hall is like, as the floor guide describes it. */
const HALL_DESCRIPTIONS: Record<string, string> = {
  实验空间: '层高六米的黑盒空间，可灵活隔断，适合影像、装置与跨媒介展览，可申请举办展览。',
  青年艺术空间: '面向青年艺术家的展示空间，每年开放两期驻留成果展，可申请举办展览。',
  丝路厅: '基本陈列“丝路遗珍”所在展厅，陈列馆藏西域艺术精品，每日有免费讲解。',
  瓷韵厅: '陶瓷专题展厅，恒温恒湿独立展柜，常年举办陶瓷与工艺美术展览。',
  天山厅: '本馆面积最大的展厅，墙面高七米，适合大幅油画与书画长卷。',
  昆仑厅: '可分可合的中型展厅，配备轨道灯光与可移动展墙，可申请举办展览。',
  博格达厅: '自然光经柔光顶棚进入展厅，适合水墨与纸本作品，可申请举办展览。',
  织造厅: '织绣专题展厅，低照度照明保护丝织品，设现场织机演示区。',
  影像厅: '摄影与影像展厅，可整体遮光，配备投影与声音系统，可申请举办展览。',
  书画厅: '书画精品轮换陈列，每三个月更换一次展品，让纸绢文物得到休息。',
};

/** A hall: its name, floor area (m²), whether it can be applied for, and where it is drawn. */
const hall = (
  name: string,
  area: number,
  applicable: boolean,
  [x, y, width, height]: [number, number, number, number],
): DemoHall => ({
  name,
  area,
  applicable,
  position: { x, y, width, height },
  description: HALL_DESCRIPTIONS[name] ?? '',
});

interface DemoFloor {
  floor: Floor;
  outline: string;
  summary: string;
  facilities: Facility[];
  halls: DemoHall[];
}

export const DEMO_FLOORS: DemoFloor[] = [
  {
    floor: '-1F',
    outline: UPPER_OUTLINE,
    summary: '实验空间、青年艺术空间、报告厅与美育教室；地下车库可直达本层。',
    facilities: [
      room('auditorium', { x: 60, y: 400, width: 300, height: 180 }),
      room('studio', { x: 380, y: 400, width: 200, height: 180 }),
      room('toilet', { x: 780, y: 330, width: 160, height: 80 }),
      point('lockers', 720, 470),
      point('entrance', 950, 470, '车库入口'),
      ...CORE,
    ],
    halls: [
      hall('实验空间', 480, true, [60, 60, 420, 320]),
      hall('青年艺术空间', 260, true, [600, 60, 340, 240]),
    ],
  },
  {
    floor: '1F',
    outline: OUTLINE,
    summary: '主入口、服务台与寄存处；丝路厅、瓷韵厅与中庭；咖啡厅和文创商店。',
    facilities: [
      room('cafe', { x: 60, y: 400, width: 170, height: 180 }),
      room('shop', { x: 245, y: 400, width: 175, height: 180 }),
      point('info', 500, 470),
      point('cloakroom', 440, 540),
      point('escalator', 510, 350),
      room('toilet', { x: 780, y: 330, width: 160, height: 80 }),
      point('accessible', 780, 450),
      point('nursing', 850, 450),
      point('firstAid', 920, 450),
      point('entrance', 500, 612, '主入口'),
      ...CORE,
    ],
    halls: [
      hall('丝路厅', 860, false, [60, 60, 360, 320]),
      {
        name: '中庭',
        area: 600,
        applicable: true,
        position: ATRIUM,
        description: '贯通三层的采光中庭，举办大型雕塑展示、音乐会与开幕活动，可申请使用。',
      },
      hall('瓷韵厅', 520, false, [600, 60, 340, 250]),
    ],
  },
  {
    floor: '2F',
    outline: UPPER_OUTLINE,
    summary: '天山厅、昆仑厅与博格达厅，以书画与油画展览为主；可俯瞰中庭。',
    facilities: [
      room('void', ATRIUM),
      point('escalator', 510, 350),
      room('toilet', { x: 780, y: 330, width: 160, height: 80 }),
      ...CORE,
    ],
    halls: [
      hall('天山厅', 900, false, [60, 60, 360, 320]),
      hall('昆仑厅', 640, true, [600, 60, 340, 250]),
      hall('博格达厅', 420, true, [60, 400, 360, 180]),
    ],
  },
  {
    floor: '3F',
    outline: UPPER_OUTLINE,
    summary: '织造厅、影像厅与书画厅，图书资料室；办公区不对外开放。',
    facilities: [
      room('void', ATRIUM),
      room('library', { x: 600, y: 330, width: 160, height: 170 }),
      room('office', { x: 780, y: 420, width: 160, height: 100 }),
      room('toilet', { x: 780, y: 330, width: 160, height: 80 }),
      ...CORE,
    ],
    halls: [
      hall('织造厅', 560, false, [60, 60, 360, 260]),
      hall('影像厅', 480, true, [600, 60, 340, 250]),
      hall('书画厅', 520, false, [60, 340, 360, 240]),
    ],
  },
];

export async function seedVenues({ db }: SeedContext) {
  await db.insert(floors).values(
    DEMO_FLOORS.map((f, sort) => ({
      floor: f.floor,
      sort,
      summary: f.summary,
      ...floorEnglish(f.floor),
      width: PLAN.width,
      height: PLAN.height,
      outline: f.outline,
      facilities: f.facilities,
    })),
  );
  await db
    .insert(halls)
    .values(
      DEMO_FLOORS.flatMap((f) =>
        f.halls.map((h, sort) => ({ ...h, ...hallEnglish(h.name), floor: f.floor, sort })),
      ),
    );
}
