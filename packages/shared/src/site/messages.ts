/** What the health check says of a part that does not answer. */
export const SiteMessages = {
  cacheDown: '缓存服务不可用：公开内容照常提供，登录与验证码暂停',
  databaseDown: '数据库不可用，暂时无法提供服务',
} as const;

/** The description of the site itself: home, the page shell, and any page without its own. */
export const siteDescription = (name: string) =>
  `${name}官方网站：展览、公共教育、典藏、艺术家、学术研究与入馆预约。`;
