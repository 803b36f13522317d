import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The header menu of docs/spec §2; the friendly-links submenu is filled from the server. */
export interface NavEntry {
  key: string;
  label: MessageDescriptor;
  to?: string;
  match?: string[];
  children?: (Omit<NavChild, 'label' | 'description'> & {
    label: MessageDescriptor;
    description?: MessageDescriptor;
  })[];
}

/** A menu item as drawn, in the page's language. */
export interface NavItem {
  key: string;
  label: string;
  to?: string;
  /** Marks the item active for these path prefixes. */
  match?: string[];
  children?: NavChild[];
}

export interface NavChild {
  key: string;
  label: string;
  /** A label from the server still in Chinese on an English page (a friendly link's name): 'zh-CN'. */
  lang?: string;
  to?: string;
  href?: string;
  description?: string;
}

export const NAV_ITEMS: NavEntry[] = [
  { key: 'home', label: msg`首页`, to: '/home' },
  { key: 'exhibition', label: msg`展览`, to: '/exhibition' },
  { key: 'education', label: msg`公共教育`, to: '/education' },
  {
    key: 'collection',
    label: msg`典藏`,
    match: ['/collection', '/artist'],
    children: [
      {
        key: 'collection-works',
        label: msg`馆藏精品`,
        to: '/collection',
        description: msg`按门类浏览馆藏作品`,
      },
      {
        key: 'collection-digital',
        label: msg`数字典藏`,
        description: msg`藏品数字化管理与共享平台（新窗口）`,
      },
      { key: 'artist', label: msg`艺术家名录`, to: '/artist', description: msg`按姓氏拼音索引` },
    ],
  },
  { key: 'notice', label: msg`公告`, to: '/notice' },
  { key: 'affair', label: msg`馆务`, to: '/affair' },
  { key: 'links', label: msg`友情链接` },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const prefixes = item.match ?? (item.to ? [item.to] : []);
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
