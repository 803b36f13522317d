import { Avatar, Button, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { DEFAULT_AVATAR, useSession } from '@/shared/stores/session';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { StatePage } from '@/shared/ui/state-page/StatePage';
import { CenterNav } from './CenterNav';
import { CENTER_TABS } from './tabs';
import styles from './UserCenter.module.css';

/** The visitor's own area: a side navigation of sections (each its own address) beside the open section. */
export default function UserCenter() {
  const { to } = useParams();
  const { token, userInfo, openLogin } = useSession();
  const active = CENTER_TABS.find((tab) => tab.key === to) ?? CENTER_TABS[0]!;
  usePageTitle(token ? `个人中心 · ${active.label}` : '个人中心');

  if (!token) {
    return (
      <StatePage
        kicker="个人中心"
        title="登录后查看您的个人中心"
        pageTitle="个人中心"
        text="入馆预约、活动预约、办展申请、捐赠登记、收藏与系统消息，都在这里。"
      >
        <Button type="primary" size="large" className={styles.loginButton} onClick={() => openLogin()}>
          登录 / 注册
        </Button>
        <LinkButton to="/home" variant="ghost">
          返回首页
        </LinkButton>
      </StatePage>
    );
  }

  const name = userInfo ? userInfo.nickname || userInfo.username : '';
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className={`page-container ${styles.headInner}`}>
          <Avatar
            size={{ xs: 48, sm: 56, md: 64, lg: 64, xl: 64, xxl: 64 }}
            src={userInfo?.avatar || DEFAULT_AVATAR}
            alt=""
            className={styles.avatar}
          />
          <div>
            <h1 className={styles.title}>个人中心</h1>
            {name && <p className={styles.greeting}>{name}，欢迎回来</p>}
          </div>
        </div>
      </header>
      <div className={`page-container ${styles.body}`}>
        <CenterNav active={active.key} />
        <div className={styles.content} id="center-content">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <active.Component />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
