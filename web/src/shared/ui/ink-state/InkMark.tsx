import { useId } from 'react';

/**
 * A small ink-wash mark for quiet states (nothing here yet, nothing found): a seal over peaks washed in ink that
 * fade into the paper. Decorative; the headline beside it says what happened.
 */
export function InkMark({ className }: { className?: string }) {
  const id = useId();
  const far = `${id}-far`;
  const near = `${id}-near`;
  const edges = `${id}-edges`;
  const mask = `${id}-mask`;
  return (
    <svg className={className} viewBox="0 0 160 96" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={far} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#a79e8e" />
          <stop offset="0.55" stopColor="#cfc7b8" />
          <stop offset="1" stopColor="#ece6da" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={near} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#6b665d" />
          <stop offset="0.6" stopColor="#a79e8e" stopOpacity="0.7" />
          <stop offset="1" stopColor="#ece6da" stopOpacity="0" />
        </linearGradient>
        <linearGradient id={edges} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#000" />
          <stop offset="0.22" stopColor="#fff" />
          <stop offset="0.78" stopColor="#fff" />
          <stop offset="1" stopColor="#000" />
        </linearGradient>
        <mask id={mask}>
          <rect width="160" height="96" fill={`url(#${edges})`} />
        </mask>
      </defs>
      <g mask={`url(#${mask})`}>
        <path
          fill={`url(#${far})`}
          d="M8 96 C22 80 32 52 48 44 C58 39 62 24 74 20 C84 17 88 34 96 40 C104 46 110 38 118 44 C130 53 140 72 154 96Z"
        />
        <path
          fill={`url(#${near})`}
          d="M0 96 C16 86 28 66 44 64 C56 62 60 72 70 70 C82 68 88 58 100 60 C114 62 126 78 160 96Z"
        />
        <path fill="none" stroke="#bfb6a4" strokeWidth="0.8" d="M18 88 C50 84 70 90 100 86 S140 88 150 87" />
      </g>
      <g transform="translate(118 10)">
        <rect width="22" height="22" rx="2" fill="#8b2e24" />
        <rect x="3" y="3" width="16" height="16" fill="none" stroke="#f6f3ec" strokeWidth="1.3" />
        <path d="M6.5 15 L10 9.5 L12.5 12.5 L14 11 L16 15" fill="none" stroke="#f6f3ec" strokeWidth="1.3" />
      </g>
    </svg>
  );
}
