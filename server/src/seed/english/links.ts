/** The footer's friendly links in English, keyed by their Chinese name (server/src/seed/links.ts). */
export const LINKS_EN: Record<string, string> = {
  国家文物局: 'National Cultural Heritage Administration',
  中华人民共和国文化和旅游部: 'Ministry of Culture and Tourism of the People’s Republic of China',
  中国美术家协会: 'China Artists Association',
  国家公共文化云: 'National Public Culture Cloud',
  全国图书馆参考咨询联盟: 'National Library Reference Consultation Alliance',
};
