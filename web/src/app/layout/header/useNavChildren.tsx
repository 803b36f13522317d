import { useLingui } from '@lingui/react/macro';
import { useLanguage } from '@/shared/i18n';
import { chineseLang } from '@/shared/lib/text-lang';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useFriendlyLinks } from '../../../features/site';
import { NAV_ITEMS, type NavChild, type NavItem } from './navigation';

/** The header menu in the page's language. */
export function useNavItems(): NavItem[] {
  const { i18n } = useLingui();
  return NAV_ITEMS.map(({ label, children, ...item }) => ({
    ...item,
    label: i18n._(label),
    children: children?.map((child) => ({
      ...child,
      label: i18n._(child.label),
      description: child.description && i18n._(child.description),
    })),
  }));
}

/** Fills the submenus that depend on the server: friendly links and the digital-collection address. */
export function useNavChildren() {
  const { data: links } = useFriendlyLinks();
  const { data: settings } = useSiteSettings();
  const language = useLanguage();
  return (item: NavItem): NavChild[] | undefined => {
    if (item.key === 'links') {
      return (links ?? []).map((link) => ({
        key: `link-${link.id}`,
        label: link.name,
        href: link.url,
        lang: chineseLang(link.name, language),
      }));
    }
    return item.children?.map((child) =>
      child.key === 'collection-digital'
        ? { ...child, href: settings?.collectionExternalUrl ?? '/exhibition/maintain' }
        : child,
    );
  };
}
