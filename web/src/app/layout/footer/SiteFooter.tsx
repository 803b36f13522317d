import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { useDialogs } from '@/shared/stores/dialogs';
import { MuseumLogo } from '../../../features/site';
import { QrCode } from './QrCode';
import styles from './SiteFooter.module.css';

const SECTIONS: { to: string; label: MessageDescriptor }[] = [
  { to: '/exhibition', label: msg`展览` },
  { to: '/education', label: msg`公共教育` },
  { to: '/collection', label: msg`馆藏精品` },
  { to: '/artist', label: msg`艺术家名录` },
  { to: '/academic', label: msg`学术研究` },
  { to: '/notice', label: msg`公告` },
  { to: '/policy', label: msg`政策法规` },
  { to: '/affair', label: msg`馆务` },
];

function External({ href, lang, children }: { href: string; lang?: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <span lang={lang}>{children}</span>
      <span className="visually-hidden">
        <Trans>（在新窗口打开）</Trans>
      </span>
    </a>
  );
}

export function SiteFooter() {
  const { data: site } = useSiteSettings();
  const show = useDialogs((s) => s.show);
  const requireLogin = useRequireLogin();
  const year = new Date().getFullYear();
  const { i18n, t } = useLingui();
  const name = site?.name;

  return (
    <footer className={styles.footer}>
      <div className={`page-container ${styles.grid}`}>
        <section className={styles.about} aria-label={t`参观信息`}>
          <MuseumLogo inverted />
          {site && (
            <dl className={styles.facts}>
              <dt>
                <Trans>开放时间</Trans>
              </dt>
              <dd>{site.openingHours}</dd>
              <dt>
                <Trans>地址</Trans>
              </dt>
              <dd>{site.address}</dd>
              <dt>
                <Trans>咨询电话</Trans>
              </dt>
              <dd>
                <a href={`tel:${site.phone}`}>{site.phone}</a>
              </dd>
            </dl>
          )}
        </section>

        <nav className={styles.column} aria-label={t`参观服务`}>
          <h2>
            <Trans>参观服务</Trans>
          </h2>
          <ul>
            <li>
              <button type="button" onClick={() => requireLogin(() => show('reservation'))}>
                <Trans>入馆预约</Trans>
              </button>
            </li>
            <li>
              <button type="button" onClick={() => show('floorGuide')}>
                <Trans>楼层导览</Trans>
              </button>
            </li>
            {site && (
              <li>
                <External href={site.mapUrl}>
                  <Trans>地图导航</Trans>
                </External>
              </li>
            )}
            {site?.virtualTourUrl && (
              <li>
                <External href={site.virtualTourUrl}>
                  <Trans>虚拟展厅</Trans>
                </External>
              </li>
            )}
            {site?.onlineViewingUrl && (
              <li>
                <External href={site.onlineViewingUrl}>
                  <Trans>在线观展</Trans>
                </External>
              </li>
            )}
          </ul>
        </nav>

        <nav className={styles.column} aria-label={t`栏目导航`}>
          <h2>
            <Trans>栏目</Trans>
          </h2>
          <ul className={styles.twoColumns}>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{i18n._(section.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {site && (
          <section className={styles.qrs} aria-label={t`关注我们`}>
            <h2>
              <Trans>关注我们</Trans>
            </h2>
            <div className={styles.qrRow}>
              <QrCode value={site.officialAccountUrl} label={t`官方公众号`} />
              {site.mobileUrl && <QrCode value={site.mobileUrl} label={t`移动版`} />}
              <QrCode value={site.shortVideoUrl} label={t`短视频号`} />
            </div>
          </section>
        )}
      </div>

      <div className={styles.legal}>
        <div className="page-container">
          <span>
            <Trans>
              © {year} {name} 版权所有
            </Trans>
          </span>
          <Link to="/accessibility">
            <Trans>无障碍声明</Trans>
          </Link>
          {site && (
            <>
              {/* The registration numbers are the authorities' own, in Chinese. */}
              <External href={site.icpUrl} lang="zh-CN">
                {site.icpNumber}
              </External>
              <External href={site.psbUrl} lang="zh-CN">
                {site.psbNumber}
              </External>
            </>
          )}
        </div>
      </div>
    </footer>
  );
}
