/** Whether the visitor asked the system for less motion (WCAG 2.3.3); read when needed, never cached. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}
