import {
  CalendarOutlined,
  CompassOutlined,
  EnvironmentOutlined,
  PictureOutlined,
  ReadOutlined,
} from '@ant-design/icons';
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
import { HomeSection } from './HomeSection';

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
  return (
    <>
      <section className={styles.welcome} aria-labelledby="home-title">
        <div className="page-container">
          <h1 id="home-title" className={styles.title}>
            {site?.name}
          </h1>
          <p className={styles.lead}>免费开放，实名预约入馆。{site?.openingHours}</p>
          <ul className={styles.doors} aria-label="常用服务">
            <Door icon={<CalendarOutlined />} text="选择日期，为家人一起预约">
              <button
                type="button"
                className={home.entryAction}
                onClick={() => requireLogin(() => show('reservation'))}
              >
                入馆预约
              </button>
            </Door>
            <Door icon={<PictureOutlined />} text="现在可以看的展览">
              <a href={`#${ON_VIEW}`} className={home.entryAction}>
                正在展出
              </a>
            </Door>
            <Door icon={<ReadOutlined />} text="开放时间、入馆与服务">
              <a href={`#${VISIT_NOTES}`} className={home.entryAction}>
                参观须知
              </a>
            </Door>
            <Door icon={<CompassOutlined />} text="展厅、电梯与卫生间在哪里">
              <button type="button" className={home.entryAction} onClick={() => show('floorGuide')}>
                楼层导览
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
  const rows = data?.rows ?? [];
  return (
    <div id={ON_VIEW} className={styles.anchor}>
      <HomeSection kicker="On view" title="正在展出" more={{ to: '/exhibition', label: '全部展览' }}>
        {rows.length ? (
          <CardGrid
            columns={2}
            items={rows}
            keyOf={(item) => item.id}
            render={(item) => <ExhibitionCard item={item} />}
          />
        ) : (
          <p className={styles.note}>近期没有正在展出的展览，请留意展览预告。</p>
        )}
      </HomeSection>
    </div>
  );
}

/** How to visit, in a few plain lines, with the museum's full 参观须知 a link away. */
function VisitNotes() {
  const { data: site } = useSiteSettings();
  const { data: notices } = useNotices({ pageSize: 10 });
  const full = notices?.rows.find((notice) => notice.title.includes('参观须知'));
  return (
    <section
      id={VISIT_NOTES}
      className={`page-container ${styles.notes} ${styles.anchor}`}
      aria-labelledby="care-notes-title"
    >
      <h2 id="care-notes-title" className={styles.notesTitle}>
        参观须知
      </h2>
      <dl className={styles.facts}>
        <dt>开放时间</dt>
        <dd>{site?.openingHours}</dd>
        <dt>预约</dt>
        <dd>免费参观，需实名分时预约；每次最多为 {ENTRY_MAX_VISITORS} 位观众预约，可以替家人一起约。</dd>
        <dt>入馆</dt>
        <dd>请带上预约时登记的本人有效证件，出示入馆码，经安检后入馆。</dd>
        <dt>地址</dt>
        <dd>
          {site?.address}
          {site && (
            <a href={site.mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
              <EnvironmentOutlined aria-hidden /> 地图导航
              <span className="visually-hidden">（在新窗口打开）</span>
            </a>
          )}
        </dd>
        <dt>咨询电话</dt>
        <dd>{site && <a href={`tel:${site.phone}`}>{site.phone}</a>}</dd>
      </dl>
      <Link className={styles.more} to={full ? detailPath(ContentType.notice, full) : '/notice'}>
        阅读完整参观须知
      </Link>
    </section>
  );
}
