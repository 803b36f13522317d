import { ContentType } from '@museum/shared';

export { type ContentRef, detailPath, LIST_PATHS } from '@museum/shared';

export const searchPath = (module: ContentType | number = ContentType.exhibition, keyword = '') =>
  keyword ? `/search/${module}/${encodeURIComponent(keyword)}` : `/search/${module}`;

/** Paths of the staff console, whose routes the visitor pages never load and which care mode leaves alone. */
export const isConsolePath = (path: string) => /^\/admin(\/|$)/.test(path);
