/** Carousel slides; `exhibition` names the demo exhibition (by index from 1) the slide opens. */
export interface DemoBanner {
  title: string;
  subtitle: string;
  exhibition?: number;
  link?: string;
}

export const HOME_BANNERS: DemoBanner[] = [
  { title: '天山画卷', subtitle: '新疆油画七十年 · 二层天山厅 · 正在展出', exhibition: 2 },
  { title: '经纬之间', subtitle: '新疆艾德莱斯绸与织绣艺术展 · 现场织机演示 · 预约参观', exhibition: 4 },
  { title: '青花与青瓷', subtitle: '丝绸之路上的中国瓷器 · 即将开展', exhibition: 6 },
  { title: '丝路遗珍', subtitle: '馆藏西域艺术常设陈列 · 每日 11:00、15:00 免费讲解', exhibition: 1 },
];

export const COLLECTION_BANNERS: DemoBanner[] = [
  { title: '馆藏精品', subtitle: '书画、陶瓷、雕塑与织绣，放大每一处细节', link: '/collection' },
  { title: '艺术家名录', subtitle: '与天山美术馆结缘的艺术家们', link: '/artist' },
  { title: '藏品捐赠', subtitle: '与我们一起守护丝路艺术的记忆', link: '/policy' },
];
