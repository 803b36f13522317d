/** The header menu of docs/spec §2; the friendly-links submenu is filled from the server. */
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
  to?: string;
  href?: string;
  description?: string;
}

export const NAV_ITEMS: NavItem[] = [
  { key: 'home', label: '首页', to: '/home' },
  { key: 'exhibition', label: '展览', to: '/exhibition' },
  { key: 'education', label: '公共教育', to: '/education' },
  {
    key: 'collection',
    label: '典藏',
    match: ['/collection', '/artist'],
    children: [
      { key: 'collection-works', label: '馆藏精品', to: '/collection', description: '按门类浏览馆藏作品' },
      { key: 'collection-digital', label: '数字典藏', description: '藏品数字化管理与共享平台（新窗口）' },
      { key: 'artist', label: '艺术家名录', to: '/artist', description: '按姓氏拼音索引' },
    ],
  },
  { key: 'notice', label: '公告', to: '/notice' },
  { key: 'affair', label: '馆务', to: '/affair' },
  { key: 'links', label: '友情链接' },
];

export function isActive(item: NavItem, pathname: string): boolean {
  const prefixes = item.match ?? (item.to ? [item.to] : []);
  return prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
