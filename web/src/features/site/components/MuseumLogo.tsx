import { useSiteName } from '@/shared/settings/useSiteSettings';
import styles from './MuseumLogo.module.css';

/**
 * A seal-red mark with stylised peaks beside the museum's name. `compact` (the header's): on the narrowest phones
 * the mark alone shows, the name kept for screen readers, so the header's buttons fit at 320 px.
 */
export function MuseumLogo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const museum = useSiteName();
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
        {/* The English line decorates; the Chinese name is what links and screen readers use. */}
        <span className={styles.english} aria-hidden="true">
          TIANSHAN ART MUSEUM
        </span>
      </span>
    </span>
  );
}
