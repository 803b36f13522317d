import { ContentType } from '@museum/shared';
import {
  academicItems,
  affairs,
  artists,
  educationEvents,
  exhibitions,
  notices,
  policies,
} from './tables.ts';

/** The table of each content module, by content type (collection works are the collection feature's). */
export const CONTENT_TABLES = {
  [ContentType.exhibition]: exhibitions,
  [ContentType.education]: educationEvents,
  [ContentType.artist]: artists,
  [ContentType.academic]: academicItems,
  [ContentType.notice]: notices,
  [ContentType.policy]: policies,
  [ContentType.affair]: affairs,
} as const;

/** A content type whose items are this feature's rows. */
export type ContentModule = keyof typeof CONTENT_TABLES;
export type ContentTable = (typeof CONTENT_TABLES)[ContentModule];

/** The modules and their tables, in content-type order. */
export const CONTENT_MODULES = Object.entries(CONTENT_TABLES).map(
  ([type, table]) => [Number(type) as ContentModule, table] as const,
);
