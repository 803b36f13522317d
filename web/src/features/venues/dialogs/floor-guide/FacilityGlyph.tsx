import type { FacilityKind } from '@museum/shared';
import type { ReactNode } from 'react';
import styles from './FloorGuideDialog.module.css';

/**
 * Pictograms of the services, drawn in a 24 × 24 box centred on 0 0 (light strokes on an ink disc).
 * Kinds that are rooms on the plan (auditorium, studio ...) fall back to the first character of their label.
 */
const GLYPHS: Partial<Record<FacilityKind, ReactNode>> = {
  entrance: (
    <>
      <path d="M-1 -7H6V7H-1" />
      <path d="M-8 0H3M0 -3.5L3.5 0L0 3.5" />
    </>
  ),
  stairs: <path d="M-7.5 6.5H-3.5V2.5H0.5V-1.5H4.5V-5.5H7.5" />,
  lift: (
    <>
      <rect x="-6" y="-7.5" width="12" height="15" rx="1" />
      <path d="M-3 -1.5L0 -4.5L3 -1.5Z M-3 1.5L0 4.5L3 1.5Z" className={styles.glyphFill} />
    </>
  ),
  escalator: (
    <>
      <path d="M-8.5 6H-4.5L3.5 -3H8" />
      <circle cx="-1" cy="-5.5" r="1.6" className={styles.glyphFill} />
      <path d="M-1 -3V1" />
    </>
  ),
  toilet: (
    <>
      <circle cx="-4" cy="-6" r="1.6" className={styles.glyphFill} />
      <circle cx="4" cy="-6" r="1.6" className={styles.glyphFill} />
      <path d="M-4 -3V7M4 -3L1.5 3.5H6.5Z" />
      <path d="M0 -8V8" className={styles.glyphThin} />
    </>
  ),
  accessible: (
    <>
      <circle cx="-1.5" cy="-7" r="1.7" className={styles.glyphFill} />
      <path d="M-1.5 -4.5V1.5H4L6.5 7" />
      <path d="M-4.5 -1.5A5.2 5.2 0 1 0 3.5 5" />
    </>
  ),
  info: (
    <>
      <circle cx="0" cy="-6" r="1.8" className={styles.glyphFill} />
      <path d="M-2.5 -2H0.5V6.5M-2.5 6.5H3.5" />
    </>
  ),
  cloakroom: (
    <>
      <path d="M-1.8 -4.5A2.2 2.2 0 1 1 0 -2.5V-1" />
      <path d="M0 -1L-8 5H8Z" />
    </>
  ),
  cafe: (
    <>
      <path d="M-7 -2H4V2A5 5 0 0 1 -1 7H-2A5 5 0 0 1 -7 2Z" />
      <path d="M4 -0.5H5.5A2 2 0 0 1 5.5 3.5H3.8" />
      <path d="M-3.5 -7Q-2 -5.5 -3.5 -4M0 -7Q1.5 -5.5 0 -4" className={styles.glyphThin} />
    </>
  ),
  shop: (
    <>
      <path d="M-7 -3H7L6 7.5H-6Z" />
      <path d="M-3 -3V-4.5A3 3 0 0 1 3 -4.5V-3" />
    </>
  ),
  nursing: (
    <>
      <path d="M-3.5 -2.5H3.5V7H-3.5Z" />
      <path d="M-2 -2.5L-1 -7H1L2 -2.5M-3.5 1H0M-3.5 4H0" />
    </>
  ),
  firstAid: <path d="M-2.2 -7H2.2V-2.2H7V2.2H2.2V7H-2.2V2.2H-7V-2.2H-2.2Z" className={styles.glyphFill} />,
  lockers: (
    <>
      <rect x="-7" y="-7" width="14" height="14" />
      <path d="M0 -7V7M-7 0H7" />
    </>
  ),
};

/** The pictogram of a service, inside a 24 × 24 box centred on 0 0. */
export function FacilityGlyph({ kind, label }: { kind: FacilityKind; label: string }) {
  const glyph = GLYPHS[kind];
  return (
    <g className={kind === 'entrance' ? `${styles.glyph} ${styles.glyphEntrance}` : styles.glyph}>
      <circle r="11.5" className={styles.glyphDisc} />
      {glyph ?? (
        <text className={styles.glyphText} dominantBaseline="central" textAnchor="middle">
          {label.slice(0, 1)}
        </text>
      )}
    </g>
  );
}

/** The same pictogram as a small inline picture for the legend. */
export function LegendGlyph({ kind, label }: { kind: FacilityKind; label: string }) {
  return (
    <svg viewBox="-12 -12 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <FacilityGlyph kind={kind} label={label} />
    </svg>
  );
}
