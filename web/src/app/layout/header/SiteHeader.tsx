import { MenuOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountEntry } from '../../../features/accounts';
import { MuseumLogo } from '../../../features/site';
import { CareModeSwitch } from './CareModeSwitch';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitch } from './LanguageSwitch';
import { ParticipatePopover } from './ParticipatePopover';
import { SearchPopover } from './SearchPopover';
import styles from './SiteHeader.module.css';

// Phones open it on demand: the drawer stays out of the first load of every page.
const MobileMenu = lazy(() => import('./MobileMenu'));

export function SiteHeader() {
  const { t } = useLingui();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so the drawer can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/home" className={styles.brand}>
          <MuseumLogo compact />
        </Link>
        <DesktopNav className={styles.nav} />
        <div className={styles.actions}>
          <span className={styles.wideOnly}>
            <ParticipatePopover />
          </span>
          <LanguageSwitch />
          <CareModeSwitch />
          <SearchPopover />
          <AccountEntry />
          <Button
            className={styles.menuButton}
            type="text"
            icon={<MenuOutlined />}
            aria-label={t`打开导航菜单`}
            onClick={() => {
              setMenuLoaded(true);
              setDrawerOpen(true);
            }}
          />
        </div>
      </div>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
