import styles from './InkLandscape.module.css';

/**
 * Layered mountains in ink wash: a quiet, decorative backdrop drawn in SVG. The drawing covers its box and keeps
 * its bottom edge; `band` draws the ranges flatter for a thin strip, so that a wide, low box does not crop their
 * ridges and the sun.
 */
export function InkLandscape({
  className,
  tone = 'light',
  band = false,
}: {
  className?: string;
  tone?: 'light' | 'dark';
  band?: boolean;
}) {
  const layers = tone === 'dark' ? ['#3a3733', '#2c2a27', '#211f1d'] : ['#d9d2c3', '#bfb6a4', '#8f8676'];
  const height = band ? 170 : 320;
  return (
    <svg
      className={`${styles.landscape} ${className ?? ''}`}
      viewBox={`0 0 1200 ${height}`}
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="ink-mist" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity="0" />
          <stop offset="0.65" stopColor="#fff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#fff" stopOpacity="0.55" />
        </linearGradient>
      </defs>
      <circle
        cx={band ? 860 : 930}
        cy={band ? 44 : 92}
        r={band ? 24 : 38}
        fill="#8b2e24"
        opacity={tone === 'dark' ? 0.75 : 0.85}
      />
      <g transform={band ? `translate(0 ${height - 320 * 0.55}) scale(1 0.55)` : undefined}>
        <path
          fill={layers[0]}
          d="M0 210 C90 150 150 120 230 150 S360 90 450 130 S600 70 700 120 S860 60 960 110 S1120 90 1200 130 V320 H0Z"
        />
        <path
          fill={layers[1]}
          d="M0 250 C80 210 160 180 250 215 S390 160 500 200 S650 150 760 195 S930 150 1030 190 S1150 175 1200 190 V320 H0Z"
        />
        {/* The mist runs down under the front range, so it never ends in a visible edge. */}
        <rect x="0" y="180" width="1200" height="140" fill="url(#ink-mist)" />
        <path
          fill={layers[2]}
          d="M0 290 C120 255 210 240 330 268 S520 235 640 262 S830 232 950 258 S1120 248 1200 262 V320 H0Z"
        />
      </g>
    </svg>
  );
}
