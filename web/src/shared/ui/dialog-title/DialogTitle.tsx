import type { ReactNode } from 'react';
import { useSiteName } from '../../settings/useSiteSettings';
import styles from './DialogTitle.module.css';

export interface DialogTitleProps {
  /** The title itself; it names the dialog for screen readers (antd points aria-labelledby at it). */
  children: ReactNode;
  /** An icon in seal red before the title. */
  icon?: ReactNode;
  /** A small seal instead of an icon: `true` for the museum's own, or up to four characters of its own. */
  seal?: boolean | string;
  /** One short line under the title (it is read with the title, so keep it brief). */
  subtitle?: ReactNode;
  className?: string;
}

/**
 * The title of every site dialog: serif, with an optional seal-red icon or seal and a one-line subtitle. Pass it
 * as the Modal's `title`; it is made of inline elements, so it fits antd's title box and confirmation title alike.
 */
export function DialogTitle({ children, icon, seal, subtitle, className }: DialogTitleProps) {
  return (
    <span className={className ? `${styles.title} ${className}` : styles.title}>
      {seal ? (
        <span className={styles.seal} aria-hidden>
          {seal === true ? <MuseumSeal /> : seal}
        </span>
      ) : icon ? (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      ) : null}
      <span className={styles.text}>
        <span className={styles.main}>{children}</span>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </span>
    </span>
  );
}

/** The museum's seal: the first two characters of its name, as a seal carries a name's opening characters. */
function MuseumSeal() {
  return <>{[...useSiteName()].slice(0, 2).join('')}</>;
}
