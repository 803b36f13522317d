/**
 * A stand-in for a museum's real ICMS on its own origin, answering the share API exactly in the dialect
 * (docs/PRODUCT.md, "The ICMS dialect") with the quirks real installations have: numeric and text ids, `culYear`
 * as a date, a year or a period, `pictures` empty beside a relative `picUrl`, missing fields, pictures over plain
 * http. Its pictures are small generated JPEGs it serves itself.
 *
 * Run alone: `npx tsx server/test/icms-fixture.ts [port]` (or `ICMS_FIXTURE_PORT`); tests call `startIcmsFixture()`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';

export const FIXTURE_BASE = '/icmsApi/icmsRestController';

export const FIXTURE_TYPES = [
  { id: 11, typeCode: 'TQ', typepid: 0, typegroupid: 'culCategory', value: 'TQ', typename: '铜器', sort: 1 },
  { id: 12, typeCode: 'YQ', typepid: 0, typegroupid: 'culCategory', value: 'YQ', typename: '玉器', sort: 2 },
  { id: 13, typeCode: 'SH', typepid: 0, typegroupid: 'culCategory', value: 'SH', typename: '书画', sort: 3 },
];

/** Colours of the generated pictures, by file name. */
const PICTURES: Record<string, [number, number, number]> = {
  'ding.jpg': [120, 96, 60],
  'ding-side.jpg': [100, 80, 50],
  'bi.jpg': [90, 140, 110],
  'cong.jpg': [70, 120, 100],
  'shanshui.jpg': [200, 190, 160],
};

/** Items as an installation keeps them; `pictures` URLs are filled in with the fixture's own origin. */
function items(origin: string) {
  return [
    {
      id: 9001,
      culId: 'ZB-TQ-001',
      culName: '兽面纹铜鼎',
      culCategory: 'TQ',
      culCategoryName: '铜器',
      culYear: '商代晚期',
      culLevel: 1,
      culLevelName: '一级',
      culSize: '通高 38 厘米，口径 30 厘米',
      gsLength: 30,
      gsWidth: 30,
      gsHeight: 38,
      gsTexture: 3,
      gsTextureName: '青铜',
      quality: 8.2,
      qualityunit: 2,
      qualityunitName: '千克',
      source: 1,
      sourceName: '发掘',
      totalregistrationno: 'Z0001',
      classificationno: 'TQ-001',
      entrywarehousedate: '1978-06-01 00:00:00',
      culremark: '<p>器身饰兽面纹，三足稳重，是本馆青铜器的代表作。</p>',
      picUrl: '/upload/ding.jpg',
      // Absolute over plain http, as many installations' file servers are.
      pictures: [
        { id: 1, url: `${origin}/upload/ding.jpg`, name: '正面' },
        { id: 2, url: `${origin}/upload/ding-side.jpg`, name: '侧面' },
      ],
      createTime: '2019-03-02 10:11:12',
      updateTime: '2024-05-06 08:00:00',
    },
    {
      id: 9002,
      culId: 'ZB-YQ-001',
      culName: '谷纹玉璧',
      culCategory: 'YQ',
      culCategoryName: '玉器',
      // A date where a year is meant.
      culYear: '1998-01-01 00:00:00',
      culLevelName: '二级',
      culSize: null,
      gsLength: 16.5,
      gsWidth: 16.5,
      gsHeight: 0.6,
      gsTextureName: '和田玉',
      sourceName: '征集',
      culremark: '',
      // Relative, and no pictures list.
      picUrl: '/upload/bi.jpg',
      pictures: [],
      createTime: '2020-01-01 00:00:00',
    },
    {
      id: 9003,
      culId: 'ZB-YQ-002',
      culName: '玉琮',
      culCategory: 'YQ',
      culCategoryName: '玉器',
      // A year as a number.
      culYear: 1987,
      gsTextureName: '玉',
      picUrl: '/upload/cong.jpg',
      pictures: null,
    },
    {
      id: 9004,
      culId: 'ZB-SH-001',
      culName: '溪山行旅图',
      culCategory: 'SH',
      culCategoryName: '书画',
      culYear: '清代',
      culSize: '纵 120 厘米 横 60 厘米',
      gsTextureName: '纸本设色',
      picUrl: 'upload/shanshui.jpg',
      pictures: [{ url: '/upload/shanshui.jpg' }],
    },
    {
      // An item catalogued in a hurry: no category, no year, no picture.
      id: 9005,
      culId: 'ZB-QT-001',
      culName: '残片',
    },
  ];
}

/** The column head of getShareCulFieldAndDataList, field name -> Chinese label. */
const HEAD = {
  culId: '藏品编号',
  culName: '藏品名称',
  culCategoryName: '类别',
  culYear: '年代',
  gsTextureName: '质地',
};

type Query = URLSearchParams;
type Answer = { status: number; message: string; count?: number; data?: unknown };

const ok = (data: unknown, count?: number): Answer => ({
  status: 0,
  message: '成功',
  ...(count === undefined ? {} : { count }),
  data,
});

/** Positive whole number of a parameter, else the fallback. */
function positive(query: Query, name: string, fallback: number): number {
  const n = Number(query.get(name));
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function pageOf<T>(rows: T[], query: Query): T[] {
  const size = positive(query, 'pageSize', 10);
  const index = positive(query, 'pageIndex', 1);
  return rows.slice((index - 1) * size, index * size);
}

function answer(call: string, query: Query, origin: string): Answer {
  const all = items(origin);
  switch (call) {
    case 'getShareCulType':
      return ok(FIXTURE_TYPES, FIXTURE_TYPES.length);
    case 'getShareCulList': {
      const category = query.get('culCategory');
      const name = query.get('culName')?.trim();
      const rows = all.filter(
        (item) => (!category || item.culCategory === category) && (!name || item.culName.includes(name)),
      );
      return ok(pageOf(rows, query), rows.length);
    }
    case 'getShareCulDetail': {
      const id = query.get('id');
      const item = all.find((candidate) => String(candidate.id) === id);
      return item ? ok([item], 1) : { status: 1, message: '未找到该藏品' };
    }
    case 'getShareCulFieldAndDataList': {
      const keyWord = query.get('keyWord')?.trim();
      const rows = all.filter((item) => !keyWord || item.culName.includes(keyWord));
      const fields = Object.keys(HEAD) as (keyof typeof HEAD)[];
      const data = pageOf(rows, query).map((item) =>
        Object.fromEntries(fields.map((field) => [field, (item as Record<string, unknown>)[field] ?? null])),
      );
      return ok([HEAD, ...data], rows.length);
    }
    default:
      return { status: 404, message: '接口不存在' };
  }
}

const pictureCache = new Map<string, Promise<Buffer>>();

/** A small JPEG of the named picture: a diagonal gradient of its colour, so it is no flat block. */
function picture(name: string): Promise<Buffer> | null {
  const colour = PICTURES[name];
  if (!colour) return null;
  let made = pictureCache.get(name);
  if (!made) {
    const [width, height] = [240, 180];
    const pixels = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const shade = (x + y) / (width + height);
        colour.forEach((c, i) => {
          pixels[(y * width + x) * 3 + i] = Math.round(c * (0.6 + 0.8 * shade)) % 256;
        });
      }
    made = sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    pictureCache.set(name, made);
  }
  return made;
}

export interface IcmsFixture {
  /** `http://127.0.0.1:PORT`, where the pictures are. */
  origin: string;
  /** What COLLECTION_API_BASE is set to. */
  base: string;
  /** Calls answered so far, e.g. `getShareCulList?pageIndex=1`. */
  calls: string[];
  close(): Promise<void>;
}

/** Starts the fixture on `port` (0: any free one) of 127.0.0.1. */
export async function startIcmsFixture(port = 0): Promise<IcmsFixture> {
  const calls: string[] = [];
  let origin = '';
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    // Under the root or under the API base: installations answer picture addresses relative to either.
    const upload = /\/upload\/([\w-]+\.jpg)$/.exec(url.pathname);
    if (upload) {
      const image = picture(upload[1]!);
      if (!image) {
        response.writeHead(404).end();
        return;
      }
      void image.then((body) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body));
      return;
    }
    if (!url.pathname.startsWith(`${FIXTURE_BASE}/`)) {
      response.writeHead(404).end();
      return;
    }
    const call = url.pathname.slice(FIXTURE_BASE.length + 1);
    calls.push(`${call}${url.search}`);
    // Real installations answer their errors with HTTP 200 and a non-zero status.
    response
      .writeHead(200, { 'content-type': 'application/json;charset=UTF-8' })
      .end(JSON.stringify(answer(call, url.searchParams, origin)));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    base: `${origin}${FIXTURE_BASE}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fixture = await startIcmsFixture(Number(process.argv[2] ?? process.env.ICMS_FIXTURE_PORT ?? 8282));
  process.stdout.write(`ICMS fixture on ${fixture.base}\n`);
}
