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
  return (
    <div className={styles.page}>
      <header className={`page-container ${styles.header}`}>
        <Link to="/home" className={styles.home}>
          <MuseumLogo />
        </Link>
      </header>
      <StatePage
        landmark="main"
        kicker="数字典藏"
        title="数字典藏平台维护中"
        text={
          <>
            <p>为接入更完整的藏品档案与更清晰的高清图像，数字典藏平台正在升级维护，恢复后即可继续使用。</p>
            <p>维护期间，您仍可在本站“典藏”栏目浏览馆藏精品，放大查看每一处笔触与纹理。</p>
            {site?.phone && <p>如需查阅藏品资料，请致电 {site.phone}。</p>}
          </>
        }
      >
        <LinkButton to="/collection">浏览馆藏精品</LinkButton>
        <LinkButton to="/home" variant="ghost">
          返回首页
        </LinkButton>
      </StatePage>
    </div>
  );
}
