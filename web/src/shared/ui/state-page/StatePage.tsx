import type { ReactNode } from 'react';
import { usePageTitle } from '../../hooks/usePageTitle';
import { InkLandscape } from '../ink-landscape/InkLandscape';
import styles from './StatePage.module.css';

/**
 * A calm full-width page that says where the visitor is and what they can do next (not found, an error,
 * a service under maintenance), over the ink landscape. `landmark` is `main` where the page has no layout.
 */
export function StatePage({
  kicker,
  title,
  text,
  children,
  landmark = 'section',
  pageTitle = title,
}: {
  kicker: string;
  title: string;
  text: ReactNode;
  children: ReactNode;
  landmark?: 'section' | 'main';
  pageTitle?: string | null;
}) {
  usePageTitle(pageTitle);
  const Landmark = landmark;
  return (
    <Landmark className={styles.wrap} aria-labelledby="state-page-title">
      <div className="page-container">
        <p className={styles.kicker}>{kicker}</p>
        <h1 id="state-page-title" className={styles.title}>
          {title}
        </h1>
        <div className={styles.text}>{text}</div>
        <div className={styles.actions}>{children}</div>
      </div>
      <InkLandscape className={styles.art} />
    </Landmark>
  );
}
