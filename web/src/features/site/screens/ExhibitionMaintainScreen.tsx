import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSiteSettings } from '@/shared/settings/useSiteSettings';
import { LinkButton } from '@/shared/ui/link-button/LinkButton';
import { StatePage } from '@/shared/ui/state-page/StatePage';
import { MuseumLogo } from '../components/MuseumLogo';
import styles from './ExhibitionMaintain.module.css';

/**
 * Where the header's "digital collection" entry leads (in a new tab) while no external collection platform
 * is configured or it is down for maintenance: no site chrome, just the museum's mark and the ways on.
 */
export default function ExhibitionMaintain() {
  const { data: site } = useSiteSettings();
  const { t } = useLingui();
  // A phone number is not broken across lines.
  const phone = site?.phone && <span className={styles.nowrap}>{site.phone}</span>;
  return (
    <div className={styles.page}>
      <header className={`page-container ${styles.header}`}>
        <Link to="/home" className={styles.home}>
          <MuseumLogo />
        </Link>
      </header>
      <StatePage
        landmark="main"
        kicker={t`数字典藏`}
        title={t`数字典藏平台维护中`}
        text={
          <>
            <p>
              <Trans>
                为接入更完整的藏品档案与更清晰的高清图像，数字典藏平台正在升级维护，恢复后即可继续使用。
              </Trans>
            </p>
            <p>
              <Trans>维护期间，您仍可在本站“典藏”栏目浏览馆藏精品，放大查看每一处笔触与纹理。</Trans>
            </p>
            {phone && (
              <p>
                <Trans>如需查阅藏品资料，请致电 {phone}。</Trans>
              </p>
            )}
          </>
        }
      >
        <LinkButton to="/collection">
          <Trans>浏览馆藏精品</Trans>
        </LinkButton>
        <LinkButton to="/home" variant="ghost">
          <Trans>返回首页</Trans>
        </LinkButton>
      </StatePage>
    </div>
  );
}
