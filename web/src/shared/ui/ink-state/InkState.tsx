import type { ReactNode } from 'react';
import { InkMark } from './InkMark';
import styles from './InkState.module.css';

/**
 * A calm in-page state (an empty list, nothing found, a list that failed to load): the ink mark, a serif
 * headline, a line of explanation and the next thing to do. Full pages use StatePage instead.
 */
export function InkState({
  title,
  text,
  actions,
  compact,
  role,
}: {
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  /** Less air around it, inside a panel that has a heading of its own. */
  compact?: boolean;
  /** `alert` for a failure the visitor should hear about. */
  role?: 'status' | 'alert';
}) {
  return (
    <div className={`${styles.state} ${compact ? styles.compact : ''}`} role={role}>
      <InkMark className={styles.mark} />
      <p className={styles.title}>{title}</p>
      {text && <div className={styles.text}>{text}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
