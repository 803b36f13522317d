import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './ConsolePage.module.css';

/**
 * A screen of the staff console: its heading with the screen's main actions beside it, then its content on one
 * white sheet. Every console screen (staff, content, reviews) uses it, so they read alike.
 */
export function ConsolePage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(`${title} · 管理后台`);
  return (
    <section className={styles.page} aria-labelledby="console-page-title">
      <header className={styles.head}>
        <div>
          <h1 id="console-page-title" className={styles.title}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      <div className={styles.sheet}>{children}</div>
    </section>
  );
}
