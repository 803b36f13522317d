import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, careThemeReady, queryClient } from './app/AppProviders';
import { createRouter, loadMatchedRoutes } from './app/router';
import {
  markInlinedStylesheets,
  readPageMessages,
  readRouterState,
  restoreQueryState,
} from './app/ssr/page-state';
import { antdReady, browserLanguage, languageReady, loadPageMessages } from './shared/i18n';
import { takeInPageSettings } from './shared/settings/useSiteSettings';
import './app/global.css';

const container = document.getElementById('root')!;
// The museum's time zone, and its offsets, before any date is drawn.
takeInPageSettings();
// Written by the server when it rendered the page (public pages); absent on the plain shell.
const hydrationData = readRouterState();
// The page's language is in its address (/en/...); its messages load before the first render.
const language = browserLanguage();

const app = (router: ReturnType<typeof createRouter>) => (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// No top-level await here: a module that awaits at the top turns off the bundler's chunk optimisations (merging
// common chunks, not loading a chunk twice), and the first load would be a hundred small requests.
if (hydrationData) {
  // The same screen and answers the server drew with, so the first render matches its HTML. The page is painted
  // already: web/public/boot.js loads this script after the first frame.
  markInlinedStylesheets();
  // An English page hydrates with the messages it was drawn with; the whole catalogue loads once it has.
  if (language === 'en') loadPageMessages(readPageMessages() ?? {});
  void Promise.all([
    loadMatchedRoutes(location.pathname, language),
    careThemeReady(),
    antdReady(language),
  ]).then(() => {
    restoreQueryState(queryClient);
    // As a transition, hydration works in slices and lets the browser answer a tap between them, rather than one
    // long task that a phone spends a second on.
    startTransition(() => {
      hydrateRoot(container, app(createRouter(hydrationData, language)));
    });
    void languageReady(language);
  });
} else {
  void Promise.all([careThemeReady(), languageReady(language)]).then(() =>
    createRoot(container).render(app(createRouter(undefined, language))),
  );
}
