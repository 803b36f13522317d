import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { lazyPart } from '@/shared/lib/lazy-part';
import { useSession } from '@/shared/stores/session';
import { HydrateNear } from '@/shared/ui/hydrate-near/HydrateNear';
import { useUnreadDot } from '../../features/messages';
import { DialogHost } from '../dialogs/DialogHost';
import { SiteHeader } from './header/SiteHeader';
import styles from './SiteLayout.module.css';
import { SideBar } from './side-bar/SideBar';

// Under the fold of every page: drawn by the server, its code loaded and hydrated as it comes near the screen.
const SiteFooter = lazyPart(() => import('./footer/SiteFooter').then((module) => module.SiteFooter));

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
        <Trans>跳到主要内容</Trans>
      </a>
      {/* The quick services come last in the page's order: a keyboard need not cross the whole page to them. */}
      <a className="skip-link" href="#quick-services">
        <Trans>跳到快捷服务</Trans>
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <HydrateNear name="footer">
        <SiteFooter />
      </HydrateNear>
      <SideBar />
      <DialogHost />
      <ScrollRestoration getKey={(loc) => loc.pathname + loc.search} />
    </div>
  );
}
