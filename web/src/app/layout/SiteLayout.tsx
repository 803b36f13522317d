import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSession } from '@/shared/stores/session';
import { useUnreadDot } from '../../features/messages';
import { DialogHost } from '../dialogs/DialogHost';
import { SiteFooter } from './footer/SiteFooter';
import { SiteHeader } from './header/SiteHeader';
import styles from './SiteLayout.module.css';
import { SideBar } from './side-bar/SideBar';

/** Header, page, footer and the fixed side bar around every screen but the maintenance page. */
export function SiteLayout() {
  const token = useSession((s) => s.token);
  const fetchUserInfo = useSession((s) => s.fetchUserInfo);
  const location = useLocation();

  // On load with a token, fetch the account (docs/spec §4); a missing username opens "complete profile".
  useEffect(() => {
    if (token) void fetchUserInfo().catch(() => undefined);
  }, [token, fetchUserInfo]);
  useUnreadDot(location.pathname);

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        跳到主要内容
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <SideBar />
      <DialogHost />
      <ScrollRestoration getKey={(loc) => loc.pathname + loc.search} />
    </div>
  );
}
