/** `GET /client/search?module=&keyword=&pageNum=&pageSize=` (a path of our own: docs/spec §7 shows none). */
export const SearchPaths = {
  search: '/client/search',
} as const;
