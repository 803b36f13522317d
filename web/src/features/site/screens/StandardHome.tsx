import {
  CalendarOutlined,
  ClockCircleOutlined,
  CompassOutlined,
  EnvironmentOutlined,
  ExportOutlined,
  ScheduleOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, EducationStatus, ENTRY_MAX_VISITORS, ExhibitionStatus } from '@museum/shared';
import { Button } from 'antd';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { dateBlock } from '@/shared/lib/format';
import { detailPath } from '@/shared/routes';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { HeroCarousel } from '@/shared/ui/hero-carousel/HeroCarousel';
import { InkLandscape } from '@/shared/ui/ink-landscape/InkLandscape';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { SectionHeading } from '@/shared/ui/section-heading/SectionHeading';
import {
  CardGrid,
  EventCard,
  ExhibitionCard,
  useAffairs,
  useBanners,
  useEducationList,
  useExhibitions,
  useNotices,
} from '../../content';
import { CollectionHighlights } from './CollectionHighlights';
import styles from './Home.module.css';
import { HomeSection, KICKERS } from './HomeSection';

/** The full home page: the exhibitions' carousel, quick entries, and what is on, coming, to learn and new. */
export function StandardHome() {
  const { data: banners } = useBanners();
  const { t } = useLingui();
  return (
    <>
      <HeroCarousel banners={banners} label={t`焦点展览`} />
      <Welcome />
      <QuickEntries />
      <OnView />
      <Upcoming />
      <Learning />
      <CollectionHighlights />
      <NewsAndNotices />
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

/** A tile whose action (button or link) stretches over it, so the whole tile is one target. */
function QuickEntry({ icon, text, children }: { icon: ReactNode; text: string; children: ReactNode }) {
  return (
    <li className={styles.entry}>
      <span className={styles.entryIcon} aria-hidden>
        {icon}
      </span>
      <span className={styles.entryTitle}>{children}</span>
      <span className={styles.entryText}>{text}</span>
    </li>
  );
}

/** Reserve, book an event, find your way, or visit from home. */
function QuickEntries() {
  const { data: site } = useSiteSettings();
  const show = useDialogs((s) => s.show);
  const requireLogin = useRequireLogin();
  const tourUrl = site?.virtualTourUrl ?? site?.onlineViewingUrl ?? null;
  const { t } = useLingui();
  return (
    <nav className={styles.entries} aria-label={t`快捷入口`}>
      <ul className={`page-container ${styles.entryGrid}`}>
        <QuickEntry icon={<CalendarOutlined />} text={t`选择日期，为同行观众一起预约`}>
          <button
            type="button"
            className={styles.entryAction}
            onClick={() => requireLogin(() => show('reservation'))}
          >
            <Trans>入馆预约</Trans>
          </button>
        </QuickEntry>
        <QuickEntry icon={<ScheduleOutlined />} text={t`讲座、工作坊与亲子美育`}>
          <Link to="/education" className={styles.entryAction}>
            <Trans>活动预约</Trans>
          </Link>
        </QuickEntry>
        <QuickEntry icon={<CompassOutlined />} text={t`四层展厅与服务设施一览`}>
          <button type="button" className={styles.entryAction} onClick={() => show('floorGuide')}>
            <Trans>楼层导览</Trans>
          </button>
        </QuickEntry>
        <QuickEntry icon={<ExportOutlined />} text={tourUrl ? t`足不出户，在线看展` : t`高清浏览馆藏精品`}>
          {tourUrl ? (
            <a href={tourUrl} target="_blank" rel="noopener noreferrer" className={styles.entryAction}>
              <Trans>
                虚拟展厅<span className="visually-hidden">（在新窗口打开）</span>
              </Trans>
            </a>
          ) : (
            <Link to="/collection" className={styles.entryAction}>
              <Trans>在线典藏</Trans>
            </Link>
          )}
        </QuickEntry>
      </ul>
    </nav>
  );
}

function OnView() {
  const { data } = useExhibitions({ status: ExhibitionStatus.ongoing, pageSize: 3 });
  const { t, i18n } = useLingui();
  const [first, ...rest] = data?.rows ?? [];
  if (!first) return null;
  return (
    <HomeSection
      kicker={i18n._(KICKERS.onView)}
      title={t`正在展出`}
      more={{ to: '/exhibition', label: t`全部展览` }}
    >
      <div className={styles.onView}>
        <ExhibitionCard item={first} wide />
        {rest.length > 0 && (
          <CardGrid
            columns={2}
            items={rest}
            keyOf={(item) => item.id}
            render={(item) => <ExhibitionCard item={item} />}
          />
        )}
      </div>
    </HomeSection>
  );
}

function Upcoming() {
  const { data } = useExhibitions({ status: ExhibitionStatus.upcoming, pageSize: 3 });
  const { t, i18n } = useLingui();
  const rows = data?.rows ?? [];
  if (!rows.length) return null;
  return (
    <HomeSection
      kicker={i18n._(KICKERS.upcoming)}
      title={t`即将开展`}
      more={{ to: `/exhibition?status=${ExhibitionStatus.upcoming}`, label: t`更多预告` }}
    >
      <CardGrid items={rows} keyOf={(item) => item.id} render={(item) => <ExhibitionCard item={item} />} />
    </HomeSection>
  );
}

function Learning() {
  const bookable = useEducationList({ status: EducationStatus.reservation, pageSize: 3 });
  const previews = useEducationList({ status: EducationStatus.preview, pageSize: 3 });
  const { t, i18n } = useLingui();
  const rows = [...(bookable.data?.rows ?? []), ...(previews.data?.rows ?? [])].slice(0, 3);
  if (!rows.length) return null;
  return (
    <section className={styles.band} aria-labelledby="learning-title">
      <div className="page-container">
        <SectionHeading
          id="learning-title"
          kicker={i18n._(KICKERS.learning)}
          title={t`公共教育`}
          more={{ to: '/education', label: t`全部活动` }}
        />
        <CardGrid items={rows} keyOf={(item) => item.id} render={(item) => <EventCard item={item} />} />
      </div>
    </section>
  );
}

/** A column of the newest notices or news: its heading, then each title under the day it was published. */
function DatedColumn({
  kicker,
  title,
  more,
  module,
  items,
}: {
  kicker: string;
  title: string;
  more: { to: string; label: string };
  module: ContentType;
  items: { id: number; title: string; publishedAt: string }[] | undefined;
}) {
  const id = useId();
  return (
    <div>
      <SectionHeading id={id} kicker={kicker} title={title} more={more} />
      <ul className={styles.dated}>
        {(items ?? []).map((item) => {
          const when = dateBlock(item.publishedAt);
          return (
            <li key={item.id}>
              <span className={styles.datedWhen}>
                {when.month}.{when.day}
              </span>
              <Link to={detailPath(module, item)}>{item.title}</Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Whether a column has something to list: while loading it holds its place; loaded empty, it is left out. */
const hasRows = (rows: unknown[] | undefined) => rows === undefined || rows.length > 0;

/**
 * The newest notices and news side by side. On the English site a column whose items have no English yet (the
 * museum's news, in the demo) is left out rather than shown empty.
 */
function NewsAndNotices() {
  const notices = useNotices({ pageSize: 5 });
  const news = useAffairs({ status: 1, pageSize: 5 });
  const { t, i18n } = useLingui();
  const showNotices = hasRows(notices.data?.rows);
  const showNews = hasRows(news.data?.rows);
  if (!showNotices && !showNews) return null;
  return (
    <section className={`page-container ${styles.section} ${styles.news}`} aria-label={t`公告与新闻`}>
      {showNotices && (
        <DatedColumn
          kicker={i18n._(KICKERS.notices)}
          title={t`公告`}
          more={{ to: '/notice', label: t`更多公告` }}
          module={ContentType.notice}
          items={notices.data?.rows}
        />
      )}
      {showNews && (
        <DatedColumn
          kicker={i18n._(KICKERS.news)}
          title={t`新闻动态`}
          more={{ to: '/affair/1', label: t`更多新闻` }}
          module={ContentType.affair}
          items={news.data?.rows}
        />
      )}
    </section>
  );
}
