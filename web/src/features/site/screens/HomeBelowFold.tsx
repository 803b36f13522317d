import { CalendarOutlined, CompassOutlined, ExportOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, EducationStatus, ExhibitionStatus } from '@museum/shared';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { dateBlock } from '@/shared/lib/format';
import { detailPath } from '@/shared/routes';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { HydrateNear } from '@/shared/ui/hydrate-near/HydrateNear';
import { SectionHeading } from '@/shared/ui/section-heading/SectionHeading';
import {
  CardGrid,
  EventCard,
  ExhibitionCard,
  useAffairs,
  useEducationList,
  useExhibitions,
  useNotices,
} from '../../content';
import { CollectionHighlights } from './CollectionHighlights';
import styles from './Home.module.css';
import { HomeSection, KICKERS } from './HomeSection';
/** The home page under the welcome: quick entries, what is on, coming, to learn, the collection and what is new. */
export function HomeBelowFold() {
  return (
    <>
      {/* Each hydrates as it comes near the screen, in a task of its own. */}
      <HydrateNear name="home-entries">
        <QuickEntries />
      </HydrateNear>
      <HydrateNear name="home-on-view">
        <OnView />
      </HydrateNear>
      <HydrateNear name="home-upcoming">
        <Upcoming />
      </HydrateNear>
      {/* Together: the collection's spacing follows the learning band's (`.band + .section`). */}
      <HydrateNear name="home-learning">
        <Learning />
        <CollectionHighlights />
      </HydrateNear>
      <HydrateNear name="home-news">
        <NewsAndNotices />
      </HydrateNear>
    </>
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
