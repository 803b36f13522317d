import { userCenterPath } from '@museum/shared';
import { Link } from 'react-router';
import type { CenterTab } from '@/shared/ui/center-tab/center-tab';
import { messagesTab, useUnreadCount } from '../../features/messages';
import styles from './CenterNav.module.css';
import { CENTER_GROUPS } from './tabs';

function Entry({ tab, active, unread }: { tab: CenterTab; active: boolean; unread: number }) {
  return (
    <Link to={userCenterPath(tab.key)} className={styles.link} aria-current={active ? 'page' : undefined}>
      <tab.Icon className={styles.icon} />
      <span className={styles.label}>{tab.label}</span>
      {tab === messagesTab && unread > 0 && (
        <span className={styles.count}>
          {unread}
          <span className="visually-hidden">条未读</span>
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
  return (
    <nav className={styles.nav} aria-label="个人中心">
      {CENTER_GROUPS.map(({ label: group, tabs }, index) => (
        <div key={group} className={styles.group}>
          <p id={`center-group-${index}`} className={styles.groupLabel}>
            {group}
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
