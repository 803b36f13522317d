import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

/** The heading band of a list screen: a short kicker, the screen's h1 and one line about it. */
export function PageHero({
  kicker,
  title,
  lead,
  children,
}: {
  kicker: string;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={`page-container ${styles.inner}`}>
        <p className={styles.kicker}>{kicker}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </header>
  );
}
