import { ContentType } from './content-types.ts';

/**
 * The site's page addresses of each module, for the screens' links and the server's sitemap and canonical links
 * alike. Route of each list screen by content-type number (docs/spec §2).
 */
export const LIST_PATHS: Record<ContentType, string> = {
  1: '/exhibition',
  2: '/education',
  3: '/collection',
  4: '/artist',
  5: '/academic',
  6: '/notice',
  7: '/policy',
  8: '/affair',
};

export interface ContentRef {
  id: number | string;
  randomNum?: number | string | null;
  culId?: number | string | null;
  culName?: string | null;
}

/** Route of a content item's detail screen by its content-type number. */
export function detailPath(type: ContentType, item: ContentRef): string {
  switch (type) {
    case ContentType.education:
      return item.randomNum != null && item.randomNum !== ''
        ? `/education/detail/${item.id}/${item.randomNum}`
        : `/education/detail/${item.id}`;
    case ContentType.collection: {
      const culId = String(item.culId ?? item.id);
      // The route needs a name; a work catalogued without one is named by its accession number.
      return `/collection/detail/${encodeURIComponent(culId)}/${encodeURIComponent(item.culName || culId)}`;
    }
    default:
      return `${LIST_PATHS[type]}/detail/${item.id}`;
  }
}

/** Paths of the staff console, whose routes the visitor pages never load and which care mode leaves alone. */
export const isConsolePath = (path: string) => /^\/admin(\/|$)/.test(path);

/** The tabs of the visitor's personal centre, each its own address (/userCenter/message: docs/spec §2). */
export const USER_CENTER_TABS = [
  'profile',
  'security',
  'realname',
  'message',
  'bookings',
  'groups',
  'orders',
  'favourites',
  'applications',
  'donations',
] as const;
export type UserCenterTab = (typeof USER_CENTER_TABS)[number];

/** The personal centre, or one of its tabs: where a page, a dialog or a message about a record links to. */
export const userCenterPath = (tab?: UserCenterTab) => (tab ? `/userCenter/${tab}` : '/userCenter');
