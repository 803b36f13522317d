import { BellOutlined, CalendarOutlined, CompassOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { userCenterPath } from '@museum/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { useDialogs } from '@/shared/stores/dialogs';
import { DEFAULT_AVATAR, useSession } from '@/shared/stores/session';
import { Avatar } from '@/shared/ui/avatar/Avatar';
import { LazyTooltip } from '@/shared/ui/lazy-popup/LazyPopup';
import styles from './SideBar.module.css';

function SideButton({
  label,
  description = label,
  icon,
  onClick,
}: {
  label: string;
  /** What a screen reader hears, when it says more than the label (有未读). */
  description?: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <li>
      <LazyTooltip title={description} placement="left">
        <button type="button" className={styles.button} onClick={onClick} aria-label={description}>
          <span className={styles.icon}>{icon}</span>
          <span className={styles.label}>{label}</span>
        </button>
      </LazyTooltip>
    </li>
  );
}

/** Fixed side bar (docs/spec §2): personal centre, system messages with the unread dot, entry reservation, floor guide. */
export function SideBar() {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const show = useDialogs((s) => s.show);
  const { avatar, messageDot, token } = useSession();
  const { t } = useLingui();
  const messages = t`系统消息`;

  return (
    <nav id="quick-services" className={styles.bar} aria-label={t`快捷服务`} tabIndex={-1}>
      <ul>
        <SideButton
          label={t`个人中心`}
          icon={<Avatar size={26} src={token ? avatar || DEFAULT_AVATAR : DEFAULT_AVATAR} />}
          onClick={() => requireLogin(() => navigate(userCenterPath()))}
        />
        <SideButton
          label={messages}
          description={messageDot ? t`系统消息（有未读）` : messages}
          icon={
            // A dot of our own: antd's Badge would add its code to every page's first load for one red dot.
            <span className={styles.badge}>
              <BellOutlined />
              {messageDot && <span className={styles.dot} />}
            </span>
          }
          onClick={() => requireLogin(() => navigate(userCenterPath('message')))}
        />
        <SideButton
          label={t`入馆预约`}
          icon={<CalendarOutlined />}
          onClick={() => requireLogin(() => show('reservation'))}
        />
        <SideButton label={t`楼层导览`} icon={<CompassOutlined />} onClick={() => show('floorGuide')} />
      </ul>
    </nav>
  );
}
