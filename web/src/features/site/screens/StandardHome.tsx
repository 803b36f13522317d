import { CalendarOutlined, ClockCircleOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ENTRY_MAX_VISITORS } from '@museum/shared';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { lazyPart, preloadOnFirstMove } from '@/shared/lib/lazy-part';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { HeroCarousel } from '@/shared/ui/hero-carousel/HeroCarousel';
import { HydrateNear } from '@/shared/ui/hydrate-near/HydrateNear';
import { InkLandscape } from '@/shared/ui/ink-landscape/InkLandscape';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { useBanners } from '../../content';
import styles from './Home.module.css';

/** The sections under the welcome: a part of their own, out of the page's first load (shared/lib/lazy-part). */
const HomeBelowFold = lazyPart(() => import('./HomeBelowFold').then((module) => module.HomeBelowFold));

/** The full home page: the exhibitions' carousel, quick entries, and what is on, coming, to learn and new. */
export function StandardHome() {
  const { data: banners } = useBanners();
  // Fetched at the visitor's first move, even where it waits under the fold, so a later visit draws it at once.
  useEffect(() => preloadOnFirstMove(HomeBelowFold), []);
  const { t } = useLingui();
  return (
    <>
      <HeroCarousel banners={banners} label={t`焦点展览`} />
      <Welcome />
      {/* Under the fold on a phone: its code loads, and it hydrates, as it comes near the screen. */}
      <HydrateNear name="home-below-fold">
        <HomeBelowFold />
      </HydrateNear>
    </>
  );
}

/** The museum in one sentence, with the facts a visitor needs before setting out. */
function Welcome() {
  const { data: site } = useSiteSettings();
  const show = useDialogs((s) => s.show);
  const requireLogin = useRequireLogin();
  const { t } = useLingui();
  const most = ENTRY_MAX_VISITORS;
  return (
    <section className={styles.welcome} aria-labelledby="home-title">
      <div className={`page-container ${styles.welcomeGrid}`}>
        <div>
          <p className={styles.kicker}>
            <Trans>以美育人 · 以文化人</Trans>
          </p>
          <h1 id="home-title" className={styles.title}>
            {site?.name}
          </h1>
          <p className={styles.lead}>
            <Trans>收藏、研究与展示新疆及丝绸之路沿线的艺术，向每一位观众免费开放。</Trans>
          </p>
          <div className={styles.heroActions}>
            <Button
              type="primary"
              size="large"
              icon={<CalendarOutlined />}
              onClick={() => requireLogin(() => show('reservation'))}
            >
              <Trans>预约入馆</Trans>
            </Button>
            <LinkButton to="/exhibition" variant="ghost">
              <Trans>正在展出</Trans>
            </LinkButton>
          </div>
        </div>
        <dl className={styles.visit}>
          <div>
            <dt>
              <ClockCircleOutlined aria-hidden /> <Trans>开放时间</Trans>
            </dt>
            <dd>{site?.openingHours ?? t`周二至周日 10:00–18:00`}</dd>
          </div>
          <div>
            <dt>
              <EnvironmentOutlined aria-hidden /> <Trans>地址</Trans>
            </dt>
            <dd>
              {site?.address}
              {site && (
                <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
                  <Trans>
                    地图导航<span className="visually-hidden">（在新窗口打开）</span>
                  </Trans>
                </a>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <CalendarOutlined aria-hidden /> <Trans>参观方式</Trans>
            </dt>
            <dd>
              <Trans>免费参观，实名制分时预约，每单最多 {most} 位观众</Trans>
            </dd>
          </div>
        </dl>
      </div>
      <InkLandscape className={styles.welcomeArt} band />
    </section>
  );
}
