import { type ReactNode, Suspense, use } from 'react';

/** How far below the screen a part starts hydrating: a fast scroll finds it ready. */
const MARGIN = '600px 0px';

/** What ends each part's wait, by name, from the part's first render on (a part that never waited ends none). */
const waits = new Map<string, () => void>();
const NOTHING_TO_END = () => undefined;

/**
 * Resolves once the server-drawn part named `name` comes near the screen. Whether a part waits is decided at its first
 * render: only the server's HTML holds its wrapper then (a part drawn in the browser is in the document only once
 * drawn). Drawn again while it waits (an update reached it, or a navigation came back to its page), it stops
 * waiting: React would otherwise draw it anew without the server's HTML.
 */
function nearScreen(name: string): Promise<void> | undefined {
  const release = waits.get(name);
  if (release) {
    release();
    return undefined;
  }
  const wrapper = document.querySelector(`[data-hydrate-near="${name}"]`);
  if (!wrapper || typeof IntersectionObserver === 'undefined') {
    waits.set(name, NOTHING_TO_END);
    return undefined;
  }
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) end();
      },
      { rootMargin: MARGIN },
    );
    const end = () => {
      observer.disconnect();
      resolve();
    };
    waits.set(name, end);
    // The wrapper draws no box of its own: its children are watched.
    for (const child of wrapper.children) observer.observe(child);
  });
}

/** Nothing to wait for, as React's `use` reads a settled promise: without suspending. */
const READY = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

function Gate({ name, children }: { name: string; children: ReactNode }) {
  // Always one `use`, whether this render waits or not (React checks a component's calls match between renders).
  use((typeof document === 'undefined' ? undefined : nearScreen(name)) ?? READY);
  return children;
}

/**
 * A part under the fold that the browser hydrates only as it comes near the screen: until then the server's HTML
 * stays as drawn (its links work, and a tap on it is replayed by React once it has hydrated), and a phone's main
 * thread, at the page's start, hydrates what it shows first. Drawn in the browser (after a navigation), it is drawn at
 * once. `name` is unique on the page.
 */
export function HydrateNear({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-hydrate-near={name} style={{ display: 'contents' }}>
      <Suspense fallback={null}>
        <Gate name={name}>{children}</Gate>
      </Suspense>
    </div>
  );
}
