import type { DemoArt } from '../demo-art/recipes.ts';

/** The categories of the demo collection; the code is the middle part of each accession number. */
export const DEMO_COLLECTION_TYPES = [
  {
    code: 'HH',
    name: '绘画',
    intro: '从唐代石窟壁画残块到当代油画与版画，记录丝绸之路上不同时代的观看方式。',
  },
  { code: 'SF', name: '书法', intro: '历代与当代名家的楷、行、草、隶诸体墨迹，兼及扇面、对联与多文种书法。' },
  { code: 'TC', name: '陶瓷', intro: '新疆史前彩陶、经丝路输入的中原名窑瓷器，以及喀什土陶与当代陶艺。' },
  { code: 'DS', name: '雕塑', intro: '龟兹与高昌的泥塑、石刻造像，以及新疆当代雕塑家的代表作品。' },
  {
    code: 'ZX',
    name: '织绣',
    intro: '艾德莱斯绸、和田地毯、哈萨克毡绣与各民族刺绣，经纬之间是绿洲与草原的生活。',
  },
  { code: 'JS', name: '金属器', intro: '铜鍑、铜镜与金银器，见证草原文化与丝路贸易的交融。' },
  { code: 'SY', name: '摄影', intro: '半个多世纪以来摄影家镜头中的天山南北：高原、沙漠、草原与老城。' },
] as const;

export type CollectionTypeCode = (typeof DEMO_COLLECTION_TYPES)[number]['code'];

export interface DemoCollectionItem {
  /** TSM-<type code>-<number> */
  culId: `TSM-${CollectionTypeCode}-${string}`;
  name: string;
  period: string;
  material: string;
  size: string;
  author?: string;
  /** Position (from 1) of the author in the content feature's demo artist directory. */
  artist?: number;
  origin?: string;
  acquisition: string;
  grade?: string;
  featured?: boolean;
  /** Paragraphs of the catalogue entry. */
  text: string[];
  art: DemoArt;
}
