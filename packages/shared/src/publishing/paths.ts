import { segment } from '../common/paths.ts';
import type { PublishingModule } from './modules.ts';

/** The staff's content calls, relative to /prod-api (docs/PRODUCT.md "Staff console", "Content"). */
export const PublishingPaths = {
  /** GET: a module's items a page at a time (`keyword`, `published`); POST: a new draft, answers `data.id`. */
  list: (module: PublishingModule) => `/admin/content/${module}`,
  /** GET: one item as staff edit it; PUT: its fields and the `version` edited; DELETE: removes it. */
  item: (module: PublishingModule, id: number | string) => `/admin/content/${module}/${segment(id)}`,
  /** PUT, no body: shows the item to visitors now. */
  publish: (module: PublishingModule, id: number | string) =>
    `/admin/content/${module}/${segment(id)}/publish`,
  /** PUT, no body: hides the item from visitors (and drops a scheduled publication). */
  unpublish: (module: PublishingModule, id: number | string) =>
    `/admin/content/${module}/${segment(id)}/unpublish`,
  /** GET: the visitor API's detail answer for the item, draft or not, for "preview as visitor". */
  preview: (module: PublishingModule, id: number | string) =>
    `/admin/content/${module}/${segment(id)}/preview`,
} as const;
