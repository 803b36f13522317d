import type { ReactNode } from 'react';
import styles from './FilterBar.module.css';

export interface FilterOption {
  value: string;
  label: string;
  /** e.g. a count shown after the label. */
  extra?: ReactNode;
}

/** One row of choices; the chosen one is pressed. An empty value means "all". */
export function FilterGroup({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <button
            key={option.value || 'all'}
            type="button"
            className={styles.option}
            aria-pressed={option.value === value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.extra}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The filter rows of a list screen, with a slot at the end (a keyword box, say). */
export function FilterBar({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={styles.bar}>
      <div className={styles.groups}>{children}</div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  );
}
