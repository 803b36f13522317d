import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AccountEntry } from '../../../features/accounts';
import { MuseumLogo } from '../../../features/site';
import { DesktopNav } from './DesktopNav';
import { MobileNav } from './MobileNav';
import { ParticipateList, ParticipatePopover } from './ParticipatePopover';
import { SearchPopover } from './SearchPopover';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: navigating closes the drawer
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/home" className={styles.brand}>
          <MuseumLogo />
        </Link>
        <DesktopNav className={styles.nav} />
        <div className={styles.actions}>
          <span className={styles.wideOnly}>
            <ParticipatePopover />
          </span>
          <SearchPopover />
          <AccountEntry />
          <Button
            className={styles.menuButton}
            type="text"
            icon={<MenuOutlined />}
            aria-label="打开导航菜单"
            onClick={() => setDrawerOpen(true)}
          />
        </div>
      </div>
      <Drawer
        title="导航"
        placement="right"
        size={300}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        styles={{ body: { padding: 0 } }}
      >
        <MobileNav />
        <ParticipateList onPick={() => setDrawerOpen(false)} />
      </Drawer>
    </header>
  );
}
