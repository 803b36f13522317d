import { type ComponentType, lazy } from 'react';

/** The parts whose code is still on its way: the server's render waits for them as it waits for calls. */
const loading = new Set<Promise<unknown>>();

/**
 * A part of a page whose code stays out of the first load (the footer under the fold, the home page of each mode),
 * drawn inside a Suspense boundary. The server still draws it: its render sees the part loading (`partsLoading`),
 * waits and draws again, as for a screen's calls; the browser keeps the server's markup until the code arrives,
 * then hydrates it. `preload` starts the download before React asks for the part.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let started: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    if (started) return started;
    // The one promise React's lazy waits on is the one the server's render awaits: React's own callback, added
    // when it first drew the part, runs before the render's, so the next pass finds the part loaded.
    const loaded = load().then((component) => ({ default: component }));
    loading.add(loaded);
    const done = () => loading.delete(loaded);
    loaded.then(done, done);
    started = loaded;
    return loaded;
  };
  return Object.assign(lazy(preload), { preload });
}

export const partsLoading = (): Promise<unknown>[] => [...loading];

const FIRST_MOVES = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Loads a part at the visitor's first move (a scroll, a tap, a key) rather than during the page's start: each of its
 * scripts is a request begun on the main thread (a link element for each, some milliseconds on a phone), which would
 * lengthen the tasks that hydrate what the visitor sees first. Returns what stops waiting.
 */
export function preloadOnFirstMove(part: { preload(): unknown }): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of FIRST_MOVES) window.removeEventListener(type, load, options);
  };
  const load = () => {
    stop();
    void part.preload();
  };
  for (const type of FIRST_MOVES) window.addEventListener(type, load, options);
  return stop;
}
