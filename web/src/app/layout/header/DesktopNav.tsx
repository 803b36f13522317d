import { DownOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { LazyDropdown } from '@/shared/ui/lazy-popup/LazyPopup';
import styles from './DesktopNav.module.css';
import { NavChildLink } from './NavChildLink';
import { isActive } from './navigation';
import { useNavChildren, useNavItems } from './useNavChildren';

export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const childrenOf = useNavChildren();
  const entries = useNavItems();
  const { t } = useLingui();
  return (
    <nav className={`${styles.nav} ${className ?? ''}`} aria-label={t`主导航`}>
      <ul className={styles.list}>
        {entries.map((item) => {
          const active = isActive(item, pathname);
          const children = childrenOf(item);
          const itemClass = `${styles.link} ${active ? styles.active : ''}`;
          return (
            <li key={item.key}>
              {children ? (
                <LazyDropdown
                  trigger={['hover', 'click']}
                  menu={{
                    items: children.map((child) => ({
                      key: child.key,
                      label: <NavChildLink child={child} />,
                    })),
                  }}
                  placement="bottom"
                >
                  <button type="button" className={itemClass} aria-haspopup="menu">
                    {item.label}
                    <DownOutlined className={styles.caret} aria-hidden />
                  </button>
                </LazyDropdown>
              ) : (
                <Link to={item.to!} className={itemClass} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
