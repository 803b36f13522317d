import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar, Button, Skeleton } from 'antd';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useLanguage } from '@/shared/i18n';
import { chineseLang } from '@/shared/lib/text-lang';
import { DEFAULT_AVATAR, useSession } from '@/shared/stores/session';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { StatePage } from '@/shared/ui/state-page/StatePage';
import { CenterNav } from './CenterNav';
import { CENTER_TABS, TAB_NAMES } from './tabs';
import styles from './UserCenter.module.css';

/** The visitor's own area: a side navigation of sections (each its own address) beside the open section. */
export default function UserCenter() {
  const { to } = useParams();
  const { token, userInfo, openLogin } = useSession();
  const active = CENTER_TABS.find((tab) => tab.key === to) ?? CENTER_TABS[0]!;
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const centre = t`个人中心`;
  const section = i18n._(TAB_NAMES[active.key]);
  usePageTitle(token ? `${centre} · ${section}` : centre);

  if (!token) {
    return (
      <StatePage
        kicker={centre}
        title={t`登录后查看您的个人中心`}
        pageTitle={centre}
        text={t`入馆预约、活动预约、办展申请、捐赠登记、收藏与系统消息，都在这里。`}
      >
        <Button type="primary" size="large" className={styles.loginButton} onClick={() => openLogin()}>
          <Trans>登录 / 注册</Trans>
        </Button>
        <LinkButton to="/home" variant="ghost">
          <Trans>返回首页</Trans>
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
            <h1 className={styles.title}>{centre}</h1>
            {name && (
              <p className={styles.greeting}>
                {/* A visitor's name as given (a default one is Chinese), marked in its language. */}
                <Trans>
                  <span lang={chineseLang(name, language)}>{name}</span>，欢迎回来
                </Trans>
              </p>
            )}
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
