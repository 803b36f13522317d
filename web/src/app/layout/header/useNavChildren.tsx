import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useFriendlyLinks } from '../../../features/site';
import type { NavChild, NavItem } from './navigation';

/** Fills the submenus that depend on the server: friendly links and the digital-collection address. */
export function useNavChildren() {
  const { data: links } = useFriendlyLinks();
  const { data: settings } = useSiteSettings();
  return (item: NavItem): NavChild[] | undefined => {
    if (item.key === 'links') {
      return (links ?? []).map((link) => ({ key: `link-${link.id}`, label: link.name, href: link.url }));
    }
    return item.children?.map((child) =>
      child.key === 'collection-digital'
        ? { ...child, href: settings?.collectionExternalUrl ?? '/exhibition/maintain' }
        : child,
    );
  };
}
