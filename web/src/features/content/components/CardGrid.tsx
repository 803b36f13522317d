import { type ReactNode, useId } from 'react';
import { HydrateNear } from '@/shared/ui/hydrate-near/HydrateNear';
import styles from './CardGrid.module.css';

/** Cards in a responsive grid, as a list: 3 (or 4 for artists) across on wide screens, 1 or 2 on phones. */
export function CardGrid<T>({
  items,
  keyOf,
  render,
  columns = 3,
  label,
}: {
  items: T[];
  keyOf: (item: T) => string | number;
  /** Draws an item; `index` is its place (the first card's picture is in the first screenful). */
  render: (item: T, index: number) => ReactNode;
  columns?: 2 | 3 | 4;
  label?: string;
}) {
  const id = useId();
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={keyOf(item)}>
          {/* The first card hydrates with the page; each other one as it comes near the screen, on its own. */}
          {index === 0 ? (
            render(item, index)
          ) : (
            <HydrateNear name={`${id}-${keyOf(item)}`}>{render(item, index)}</HydrateNear>
          )}
        </li>
      ))}
    </ul>
  );
}
