import { useLanguage } from '@/shared/i18n';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import styles from './MuseumLogo.module.css';

/**
 * A seal-red mark with stylised peaks beside the museum's name, in the page's language (the site settings answer
 * it so), over its name in the other language, small. `compact` (the header's): on the narrowest phones the mark
 * alone shows, the name kept for screen readers, so the header's buttons fit at 320 px.
 */
export function MuseumLogo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const museum = useSiteName();
  const english = useLanguage() === 'en';
  return (
    <span className={`${styles.logo} ${inverted ? styles.inverted : ''} ${compact ? styles.compact : ''}`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="46" height="46" rx="3" fill="#8b2e24" />
        <rect
          x="4.5"
          y="4.5"
          width="39"
          height="39"
          rx="1.5"
          fill="none"
          stroke="#f6f3ec"
          strokeWidth="1.4"
        />
        <path d="M8 34 L17 19 L22 26 L28 14 L40 34 Z" fill="#f6f3ec" />
        <path d="M24.5 20 L28 14 L31.5 20 L29.5 19 L28 21 L26.5 19 Z" fill="#8b2e24" />
        <rect x="8" y="36.5" width="32" height="2.2" fill="#f6f3ec" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{museum}</span>
        {/* The other language's line decorates; the page's name is what links and screen readers use. */}
        {english ? (
          <span className={`${styles.other} ${styles.chinese}`} lang="zh-CN" aria-hidden="true">
            天山美术馆
          </span>
        ) : (
          <span className={styles.other} lang="en" aria-hidden="true">
            TIANSHAN ART MUSEUM
          </span>
        )}
      </span>
    </span>
  );
}
