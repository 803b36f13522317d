import { useLingui } from '@lingui/react/macro';
import type { Floor, FloorPlan } from '@museum/shared';
import { type KeyboardEvent, useRef } from 'react';
import styles from './FloorGuideDialog.module.css';

export const tabIdOf = (base: string, floor: Floor) => `${base}-tab-${floor.replace('-', 'b')}`;

interface FloorTabsProps {
  plans: FloorPlan[];
  value: Floor;
  onChange: (floor: Floor) => void;
  /** Prefix of the tabs' ids; the panel is `${idBase}-panel`. */
  idBase: string;
}

/** The floor switch: a tab list (arrow keys, Home and End move between floors). */
export function FloorTabs({ plans, value, onChange, idBase }: FloorTabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  const onKeyDown = (event: KeyboardEvent) => {
    const index = plans.findIndex((p) => p.floor === value);
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: plans.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const nextIndex = (target + plans.length) % plans.length;
    const next = plans[nextIndex];
    if (!next) return;
    onChange(next.floor);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[nextIndex]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={t`楼层`} className={styles.tabs} onKeyDown={onKeyDown}>
      {plans.map((plan) => {
        const selected = plan.floor === value;
        return (
          <button
            key={plan.floor}
            type="button"
            role="tab"
            id={tabIdOf(idBase, plan.floor)}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
            onClick={() => onChange(plan.floor)}
          >
            <span className={styles.tabCode}>{plan.floor}</span>
            <span className={styles.tabName}> {plan.name}</span>
          </button>
        );
      })}
    </div>
  );
}
