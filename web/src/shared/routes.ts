import { ContentType } from '@museum/shared';

export { type ContentRef, detailPath, isConsolePath, LIST_PATHS } from '@museum/shared';

export const searchPath = (module: ContentType | number = ContentType.exhibition, keyword = '') =>
  keyword ? `/search/${module}/${encodeURIComponent(keyword)}` : `/search/${module}`;
