import { Link } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { MuseumLogo } from '../../../features/site';
import { QrCode } from './QrCode';
import styles from './SiteFooter.module.css';

const SECTIONS = [
  { to: '/exhibition', label: '展览' },
  { to: '/education', label: '公共教育' },
  { to: '/collection', label: '馆藏精品' },
  { to: '/artist', label: '艺术家名录' },
  { to: '/academic', label: '学术研究' },
  { to: '/notice', label: '公告' },
  { to: '/policy', label: '政策法规' },
  { to: '/affair', label: '馆务' },
];

function External({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">（在新窗口打开）</span>
    </a>
  );
}

export function SiteFooter() {
  const { data: site } = useSiteSettings();
  const show = useDialogs((s) => s.show);
  const requireLogin = useRequireLogin();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`page-container ${styles.grid}`}>
        <section className={styles.about} aria-label="参观信息">
          <MuseumLogo inverted />
          {site && (
            <dl className={styles.facts}>
              <dt>开放时间</dt>
              <dd>{site.openingHours}</dd>
              <dt>地址</dt>
              <dd>{site.address}</dd>
              <dt>咨询电话</dt>
              <dd>
                <a href={`tel:${site.phone}`}>{site.phone}</a>
              </dd>
            </dl>
          )}
        </section>

        <nav className={styles.column} aria-label="参观服务">
          <h2>参观服务</h2>
          <ul>
            <li>
              <button type="button" onClick={() => requireLogin(() => show('reservation'))}>
                入馆预约
              </button>
            </li>
            <li>
              <button type="button" onClick={() => show('floorGuide')}>
                楼层导览
              </button>
            </li>
            {site && (
              <li>
                <External href={site.mapUrl}>地图导航</External>
              </li>
            )}
            {site?.virtualTourUrl && (
              <li>
                <External href={site.virtualTourUrl}>虚拟展厅</External>
              </li>
            )}
            {site?.onlineViewingUrl && (
              <li>
                <External href={site.onlineViewingUrl}>在线观展</External>
              </li>
            )}
          </ul>
        </nav>

        <nav className={styles.column} aria-label="栏目导航">
          <h2>栏目</h2>
          <ul className={styles.twoColumns}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {site && (
          <section className={styles.qrs} aria-label="关注我们">
            <h2>关注我们</h2>
            <div className={styles.qrRow}>
              <QrCode value={site.officialAccountUrl} label="官方公众号" />
              {site.mobileUrl && <QrCode value={site.mobileUrl} label="移动版" />}
              <QrCode value={site.shortVideoUrl} label="短视频号" />
            </div>
          </section>
        )}
      </div>

      <div className={styles.legal}>
        <div className="page-container">
          <span>
            © {year} {site?.name} 版权所有
          </span>
          <Link to="/accessibility">无障碍声明</Link>
          {site && (
            <>
              <External href={site.icpUrl}>{site.icpNumber}</External>
              <External href={site.psbUrl}>{site.psbNumber}</External>
            </>
          )}
        </div>
      </div>
    </footer>
  );
}
