import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, queryClient } from './app/AppProviders';
import { createRouter, loadMatchedRoutes } from './app/router';
import { readRouterState, restoreQueryState } from './app/ssr/page-state';
import './app/global.css';

const container = document.getElementById('root')!;
// Written by the server when it rendered the page (public pages); absent on the plain shell.
const hydrationData = readRouterState();

if (hydrationData) {
  // The same screen and answers the server drew with, so the first render matches its HTML.
  await loadMatchedRoutes(location.pathname);
  restoreQueryState(queryClient);
  const router = createRouter(hydrationData);
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
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
