import styles from './ContentCard.module.css';

/** A small seal-coloured label: 正在展出, 活动预约 ... `muted` for what is over. */
export function StatusTag({ children, muted }: { children: string; muted?: boolean }) {
  return <span className={`${styles.tag} ${muted ? styles.tagMuted : ''}`}>{children}</span>;
}
