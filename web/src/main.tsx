import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, queryClient } from './app/AppProviders';
import { createRouter, loadMatchedRoutes } from './app/router';
import { readRouterState, restoreQueryState } from './app/ssr/page-state';
import './app/global.css';

const container = document.getElementById('root')!;
// Written by the server when it rendered the page (public pages); absent on the plain shell.
const hydrationData = readRouterState();

/**
 * Resolves once the browser has painted a frame, so the server's HTML shows before hydration takes the thread.
 * A hidden tab paints no frames (and runs no animation frames): it hydrates at once.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });

if (hydrationData) {
  // The same screen and answers the server drew with, so the first render matches its HTML.
  await Promise.all([loadMatchedRoutes(location.pathname), afterFirstPaint()]);
  restoreQueryState(queryClient);
  const router = createRouter(hydrationData);
  // As a transition, hydration works in slices and lets the browser answer a tap between them, rather than one
  // long task that a phone spends a second on.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
} else {
  const router = createRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
