import type { ReactNode } from 'react';
import styles from './ContentCard.module.css';

/** Text rows (ArticleRow) as a list. */
export function RowList<T>({
  items,
  keyOf,
  render,
}: {
  items: T[];
  keyOf: (item: T) => string | number;
  render: (item: T) => ReactNode;
}) {
  return (
    <ul className={styles.rows}>
      {items.map((item) => (
        <li key={keyOf(item)}>{render(item)}</li>
      ))}
    </ul>
  );
}
