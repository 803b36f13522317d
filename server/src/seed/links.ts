import { links } from '../features/content/tables.ts';
import type { SeedContext } from './context.ts';
import { linkEnglish } from './english/index.ts';

/** Friendly links: public institutions a museum visitor may want next. */
export async function seedLinks({ db }: SeedContext) {
  const rows = [
    { name: '国家文物局', url: 'https://www.ncha.gov.cn/', sort: 1 },
    { name: '中华人民共和国文化和旅游部', url: 'https://www.mct.gov.cn/', sort: 2 },
    { name: '中国美术家协会', url: 'https://www.caanet.org.cn/', sort: 3 },
    { name: '国家公共文化云', url: 'https://www.culturedc.cn/', sort: 4 },
    { name: '全国图书馆参考咨询联盟', url: 'http://www.ucdrs.superlib.net/', sort: 5 },
  ];
  await db.insert(links).values(rows.map((link) => ({ ...link, ...linkEnglish(link.name) })));
}
