import { Trans, useLingui } from '@lingui/react/macro';
import type { Facility, FloorPlan } from '@museum/shared';
import { LegendGlyph } from './FacilityGlyph';
import styles from './FloorGuideDialog.module.css';

const ROOM_SWATCH: Partial<Record<Facility['kind'], string>> = {
  void: styles.swatchVoid,
  office: styles.swatchClosed,
};

/** What the plan's colours and pictograms mean, and every service of this floor by name. */
export function Legend({ plan }: { plan: FloorPlan }) {
  const { t } = useLingui();
  const floor = plan.name;
  const seen = new Set<string>();
  const facilities = plan.facilities.filter((f) => {
    const key = `${f.kind}:${f.label}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const rooms = facilities.filter((f) => f.rect);
  const points = facilities.filter((f) => !f.rect);
  const anyApplicable = plan.halls.some((h) => h.applicable);

  return (
    <ul className={styles.legend} aria-label={t`${floor}图例与服务设施`}>
      <li>
        <span className={`${styles.swatch} ${styles.swatchHall}`} aria-hidden="true" />
        <Trans>展厅</Trans>
      </li>
      {anyApplicable && (
        <li>
          <span
            className={`${styles.swatch} ${styles.swatchHall} ${styles.swatchApplicable}`}
            aria-hidden="true"
          />
          <Trans>可申请办展</Trans>
        </li>
      )}
      {rooms.map((f) => (
        <li key={`${f.kind}:${f.label}`}>
          <span
            className={`${styles.swatch} ${ROOM_SWATCH[f.kind] ?? styles.swatchRoom}`}
            aria-hidden="true"
          />
          {f.label}
        </li>
      ))}
      {points.map((f) => (
        <li key={`${f.kind}:${f.label}`}>
          <LegendGlyph kind={f.kind} label={f.label} />
          {f.label}
        </li>
      ))}
    </ul>
  );
}
