import { Trans, useLingui } from '@lingui/react/macro';
import { userCenterPath } from '@museum/shared';
import { Link } from 'react-router';
import type { CenterTab } from '@/shared/ui/center-tab/center-tab';
import { messagesTab, useUnreadCount } from '../../features/messages';
import styles from './CenterNav.module.css';
import { CENTER_GROUPS, TAB_NAMES } from './tabs';

function Entry({ tab, active, unread }: { tab: CenterTab; active: boolean; unread: number }) {
  const { i18n } = useLingui();
  return (
    <Link to={userCenterPath(tab.key)} className={styles.link} aria-current={active ? 'page' : undefined}>
      {/* Its words name the link: antd's icons would add their own English name ("user") to it. */}
      <tab.Icon className={styles.icon} aria-hidden />
      <span className={styles.label}>{i18n._(TAB_NAMES[tab.key])}</span>
      {tab === messagesTab && unread > 0 && (
        <span className={styles.count}>
          <Trans>
            {unread}
            <span className="visually-hidden">条未读</span>
          </Trans>
        </span>
      )}
    </Link>
  );
}

/**
 * The personal centre's sections: grouped links down the side on wide screens; on narrower ones every section at
 * once in a grid of three, the open one filled in seal red.
 */
export function CenterNav({ active }: { active: string }) {
  const { data: unread = 0 } = useUnreadCount();
  const { i18n, t } = useLingui();
  return (
    <nav className={styles.nav} aria-label={t`个人中心`}>
      {CENTER_GROUPS.map(({ label, tabs }, index) => (
        <div key={label.id} className={styles.group}>
          <p id={`center-group-${index}`} className={styles.groupLabel}>
            {i18n._(label)}
          </p>
          <ul className={styles.list} aria-labelledby={`center-group-${index}`}>
            {tabs.map((tab) => (
              <li key={tab.key}>
                <Entry tab={tab} active={tab.key === active} unread={unread} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
