import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { userCenterPath } from '@museum/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/shared/i18n';
import { confirmOptions, modal } from '@/shared/lib/feedback';
import { chineseLang } from '@/shared/lib/text-lang';
import { DEFAULT_AVATAR, useSession } from '@/shared/stores/session';
import { Avatar } from '@/shared/ui/avatar/Avatar';
import { LazyDropdown } from '@/shared/ui/lazy-popup/LazyPopup';
import styles from './AccountEntry.module.css';

/** The login icon, or the visitor's name with personal centre and logout (docs/spec §2). */
export function AccountEntry() {
  const { token, userInfo, avatar, openLogin, logout } = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const language = useLanguage();

  if (!token) {
    return (
      <Button
        type="text"
        size="large"
        icon={<UserOutlined />}
        onClick={() => openLogin()}
        className={styles.login}
        // The text label is hidden on narrow screens; the name stays.
        aria-label={t`登录`}
      >
        <span className={styles.label}>{t`登录`}</span>
      </Button>
    );
  }

  const name = userInfo?.nickname || userInfo?.username || t`我的账户`;
  const confirmLogout = () =>
    modal.confirm(
      confirmOptions({
        title: t`退出登录`,
        content: t`确定要退出当前账号吗？`,
        okText: t`退出`,
        cancelText: t`取消`,
        onOk: async () => {
          await logout();
          navigate('/home');
        },
      }),
    );

  return (
    <LazyDropdown
      // Click only: with hover as well, the click that follows the hover would close the menu it just opened.
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: [
          { key: 'center', label: t`个人中心`, onClick: () => navigate(userCenterPath()) },
          { type: 'divider' },
          { key: 'logout', label: t`退出登录`, onClick: confirmLogout },
        ],
      }}
    >
      {/* Named by its words, the visitor's name (in its own language: a default name is Chinese) and what it is. */}
      <button type="button" className={styles.account} aria-haspopup="menu">
        <Avatar size={28} src={avatar || DEFAULT_AVATAR} />
        <span className={styles.label} lang={chineseLang(name, language)}>
          {name}
        </span>{' '}
        <span className="visually-hidden">{t`的账户菜单`}</span>
        <DownOutlined className={styles.caret} aria-hidden />
      </button>
    </LazyDropdown>
  );
}
