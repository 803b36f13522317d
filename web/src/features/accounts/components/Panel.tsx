import { type ReactNode, useId } from 'react';
import styles from './Panel.module.css';

/**
 * One part of an account section (a profile form, a password change): its name and what it does on the left,
 * the form or facts on the right; stacked where the sheet is narrow.
 */
export function Panel({
  title,
  description,
  tone,
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`${styles.panel} ${tone === 'danger' ? styles.danger : ''}`} aria-labelledby={id}>
      <div className={styles.intro}>
        <h3 id={id} className={styles.title}>
          {title}
        </h3>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
