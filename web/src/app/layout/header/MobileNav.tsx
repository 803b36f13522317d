import { DownOutlined, ExportOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styles from './MobileNav.module.css';
import { isActive, type NavChild, type NavItem } from './navigation';
import { useNavChildren, useNavItems } from './useNavChildren';

const here = (to: string | undefined, pathname: string) =>
  !!to && (pathname === to || pathname.startsWith(`${to}/`));

/** A submenu entry: in-site links navigate, outside addresses open a new window and say so. */
function ChildLink({ child, pathname }: { child: NavChild; pathname: string }) {
  if (child.href) {
    return (
      <a href={child.href} target="_blank" rel="noopener noreferrer" className={styles.child}>
        <span lang={child.lang}>{child.label}</span>
        <ExportOutlined className={styles.external} aria-hidden />
        <span className="visually-hidden">
          <Trans>（在新窗口打开）</Trans>
        </span>
      </a>
    );
  }
  const current = here(child.to, pathname);
  return (
    <Link to={child.to ?? '/home'} className={styles.child} aria-current={current ? 'page' : undefined}>
      {child.label}
    </Link>
  );
}

/** A heading that opens its submenu in place: 典藏, 友情链接. Open to begin with when the visitor is inside it. */
function Group({ item, items, pathname }: { item: NavItem; items: NavChild[]; pathname: string }) {
  const active = isActive(item, pathname);
  const [open, setOpen] = useState(active);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        className={`${styles.item} ${active ? styles.active : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {item.label}
        <DownOutlined className={`${styles.caret} ${open ? styles.caretOpen : ''}`} aria-hidden />
      </button>
      <ul id={id} className={styles.children} hidden={!open} aria-label={item.label}>
        {items.map((child) => (
          <li key={child.key}>
            <ChildLink child={child} pathname={pathname} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The header menu for the drawer on narrow screens: the same entries, one per line, submenus in place. */
export function MobileNav() {
  const { pathname } = useLocation();
  const childrenOf = useNavChildren();
  const entries = useNavItems();
  const { t } = useLingui();
  return (
    <nav aria-label={t`主导航`} className={styles.nav}>
      <ul className={styles.list}>
        {entries.map((item) => {
          const items = childrenOf(item);
          if (items) return <Group key={item.key} item={item} items={items} pathname={pathname} />;
          const active = isActive(item, pathname);
          return (
            <li key={item.key}>
              <Link
                to={item.to ?? '/home'}
                className={`${styles.item} ${active ? styles.active : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
