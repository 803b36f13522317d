/** Halls and floor plans (the floor guide), under /prod-api. */
export const VenuePaths = {
  halls: '/client/zhanting/allList',
  floors: '/client/floor/list',
} as const;
