import { DownOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { LazyDropdown } from '@/shared/ui/lazy-popup/LazyPopup';
import styles from './DesktopNav.module.css';
import { NavChildLink } from './NavChildLink';
import { isActive, NAV_ITEMS } from './navigation';
import { useNavChildren } from './useNavChildren';

export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const childrenOf = useNavChildren();
  return (
    <nav className={`${styles.nav} ${className ?? ''}`} aria-label="主导航">
      <ul className={styles.list}>
        {NAV_ITEMS.map((item) => {
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
