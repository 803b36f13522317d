/** Page arithmetic, without the page query's schema: the site's pager loads this, not zod. */

/** Rows before the asked-for page. */
export const pageOffset = ({ pageNum, pageSize }: { pageNum: number; pageSize: number }) =>
  (pageNum - 1) * pageSize;

/** Pages needed to show `total` rows, `pageSize` at a time. */
export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
