/** What the health check says of a part that does not answer. */
export const SiteMessages = {
  cacheDown: '缓存服务不可用：公开内容照常提供，登录与验证码暂停',
  databaseDown: '数据库不可用，暂时无法提供服务',
} as const;
