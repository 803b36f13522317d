import {
  CalendarOutlined,
  CompassOutlined,
  EnvironmentOutlined,
  PictureOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, ENTRY_MAX_VISITORS, ExhibitionStatus } from '@museum/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { detailPath } from '@/shared/routes';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { CardGrid, ExhibitionCard, useExhibitions, useNotices } from '../../content';
import styles from './CareHome.module.css';
import home from './Home.module.css';
import { HomeSection, KICKERS } from './HomeSection';

const ON_VIEW = 'care-on-view';
const VISIT_NOTES = 'care-visit-notes';

/** One of the four large doors of the page: a button or a link filling a tile (as the full home's entries do). */
function Door({ icon, text, children }: { icon: ReactNode; text: string; children: ReactNode }) {
  return (
    <li className={styles.door}>
      <span className={styles.doorIcon} aria-hidden>
        {icon}
      </span>
      <span className={styles.doorTitle}>{children}</span>
      <span className={styles.doorText}>{text}</span>
    </li>
  );
}

/**
 * The home page in care mode (docs/PRODUCT.md "Everyone can use it"): no carousel and nothing that moves, led by
 * the four things an elder comes for: 入馆预约, 正在展出, 参观须知 and 楼层导览; then what is on and how to visit.
 */
export function CareHome() {
  const { data: site } = useSiteSettings();
  const show = useDialogs((s) => s.show);
  const requireLogin = useRequireLogin();
  const { t } = useLingui();
  const hours = site?.openingHours;
  return (
    <>
      <section className={styles.welcome} aria-labelledby="home-title">
        <div className="page-container">
          <h1 id="home-title" className={styles.title}>
            {site?.name}
          </h1>
          <p className={styles.lead}>
            <Trans>免费开放，实名预约入馆。{hours}</Trans>
          </p>
          <ul className={styles.doors} aria-label={t`常用服务`}>
            <Door icon={<CalendarOutlined />} text={t`选择日期，为家人一起预约`}>
              <button
                type="button"
                className={home.entryAction}
                onClick={() => requireLogin(() => show('reservation'))}
              >
                <Trans>入馆预约</Trans>
              </button>
            </Door>
            <Door icon={<PictureOutlined />} text={t`现在可以看的展览`}>
              <a href={`#${ON_VIEW}`} className={home.entryAction}>
                <Trans>正在展出</Trans>
              </a>
            </Door>
            <Door icon={<ReadOutlined />} text={t`开放时间、入馆与服务`}>
              <a href={`#${VISIT_NOTES}`} className={home.entryAction}>
                <Trans>参观须知</Trans>
              </a>
            </Door>
            <Door icon={<CompassOutlined />} text={t`展厅、电梯与卫生间在哪里`}>
              <button type="button" className={home.entryAction} onClick={() => show('floorGuide')}>
                <Trans>楼层导览</Trans>
              </button>
            </Door>
          </ul>
        </div>
      </section>
      <OnView />
      <VisitNotes />
    </>
  );
}

function OnView() {
  const { data } = useExhibitions({ status: ExhibitionStatus.ongoing, pageSize: 4 });
  const { t, i18n } = useLingui();
  const rows = data?.rows ?? [];
  return (
    <div id={ON_VIEW} className={styles.anchor}>
      <HomeSection
        kicker={i18n._(KICKERS.onView)}
        title={t`正在展出`}
        more={{ to: '/exhibition', label: t`全部展览` }}
      >
        {rows.length ? (
          <CardGrid
            columns={2}
            items={rows}
            keyOf={(item) => item.id}
            render={(item) => <ExhibitionCard item={item} />}
          />
        ) : (
          <p className={styles.note}>
            <Trans>近期没有正在展出的展览，请留意展览预告。</Trans>
          </p>
        )}
      </HomeSection>
    </div>
  );
}

/** How to visit, in a few plain lines, with the museum's full 参观须知 a link away. */
function VisitNotes() {
  const { data: site } = useSiteSettings();
  const { data: notices } = useNotices({ pageSize: 10 });
  const { t } = useLingui();
  // The museum's notice of that name, in the page's language (its English title in any case).
  const name = t`参观须知`.toLowerCase();
  const full = notices?.rows.find((notice) => notice.title.toLowerCase().includes(name));
  const most = ENTRY_MAX_VISITORS;
  return (
    <section
      id={VISIT_NOTES}
      className={`page-container ${styles.notes} ${styles.anchor}`}
      aria-labelledby="care-notes-title"
    >
      <h2 id="care-notes-title" className={styles.notesTitle}>
        <Trans>参观须知</Trans>
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Trans>开放时间</Trans>
        </dt>
        <dd>{site?.openingHours}</dd>
        <dt>
          <Trans>预约</Trans>
        </dt>
        <dd>
          <Trans>免费参观，需实名分时预约；每次最多为 {most} 位观众预约，可以替家人一起约。</Trans>
        </dd>
        <dt>
          <Trans>入馆</Trans>
        </dt>
        <dd>
          <Trans>请带上预约时登记的本人有效证件，出示入馆码，经安检后入馆。</Trans>
        </dd>
        <dt>
          <Trans>地址</Trans>
        </dt>
        <dd>
          {site?.address}
          {site && (
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
              <EnvironmentOutlined aria-hidden />{' '}
              <Trans>
                地图导航<span className="visually-hidden">（在新窗口打开）</span>
              </Trans>
            </a>
          )}
        </dd>
        <dt>
          <Trans>咨询电话</Trans>
        </dt>
        <dd>{site && <a href={`tel:${site.phone}`}>{site.phone}</a>}</dd>
      </dl>
      <Link className={styles.more} to={full ? detailPath(ContentType.notice, full) : '/notice'}>
        <Trans>阅读完整参观须知</Trans>
      </Link>
    </section>
  );
}
