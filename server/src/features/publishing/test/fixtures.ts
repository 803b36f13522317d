import type { PublishingInput, PublishingModule } from '@museum/shared';

/** One valid body per module, as an editor's form sends it (the hall, type and artist ids are made by the test). */
export function validBodies(refs: { hallId: number; typeId: number; artistId: number; image: string }) {
  const bodies: { [M in PublishingModule]: PublishingInput<M> } = {
    exhibition: {
      title: '天山南北：新疆当代油画展',
      titleEn: 'North and South of the Tianshan: Contemporary Oil Painting from Xinjiang',
      subtitle: '馆藏精品特展',
      subtitleEn: 'Highlights of the Collection',
      summary: '以油画记录天山南北的风土人情。',
      summaryEn: 'The life and land on both sides of the Tianshan, in oil.',
      content: '<p>展览分为<strong>三个单元</strong>。</p>',
      cover: refs.image,
      type: 'special',
      startDate: '2026-12-01',
      endDate: '2027-03-01',
      hallId: refs.hallId,
      capacity: 200,
    },
    education: {
      title: '周末亲子工作坊：植物拓印',
      summary: '用植物叶片拓印出一幅画。',
      type: 'workshop',
      audience: 'family',
      // Written in the museum's time, read back as the instant.
      startAt: '2026-12-05T06:00:00.000Z',
      endAt: '2026-12-05T08:00:00.000Z',
      place: '一层教育活动室',
      capacity: 30,
    },
    academic: { title: '论丝路壁画的色彩', type: 'paper', author: '李明', publishedAt: '2026-11-20' },
    notice: { title: '元旦假期开放时间调整', pinned: true, publishedAt: '2026-11-25' },
    policy: {
      title: '博物馆条例',
      type: 'law',
      issuer: '国务院',
      docNumber: '国务院令第659号',
      publishedAt: '2015-02-09',
    },
    affair: { title: '我馆举办志愿者培训', status: 1, publishedAt: '2026-11-18' },
    artist: { name: '阿依古丽', category: 'oil', birthYear: 1962, birthplace: '伊犁', summary: '油画家。' },
    banner: { position: 'home', title: '冬日观展季', image: refs.image, link: '/exhibition', sort: 1 },
    link: {
      name: '国家文物局',
      nameEn: 'National Cultural Heritage Administration',
      url: 'https://www.ncha.gov.cn',
      sort: 3,
    },
    hall: {
      name: '临展五厅',
      nameEn: 'Gallery 5',
      floor: '3F',
      area: 420,
      description: '可举办中小型临时展览。',
      applicable: true,
      position: { x: 10, y: 10, width: 100, height: 80 },
    },
    work: {
      culId: 'TEST-0001',
      culName: '雪山牧场',
      culNameEn: 'Pasture under the Snow Mountains',
      typeId: refs.typeId,
      period: '1985 年',
      periodEn: '1985',
      author: '阿依古丽',
      artistId: refs.artistId,
      images: [{ url: refs.image }],
    },
    'work-type': { name: '测试类别', intro: '测试用的藏品类别。', sort: 9 },
  };
  return bodies;
}
