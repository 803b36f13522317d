import type { Language } from '@museum/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { LanguageProvider, setPageLanguage } from '../src/shared/i18n';

/**
 * Visitor screens at `path` of `routes`, with a query client that never retries, holding `seeded` answers first.
 * With a `language`, drawn as a page in it is: the page's language set (dates, numbers) and the screens under its
 * provider; English needs its catalogue loaded first (languageReady).
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  seeded: [key: readonly unknown[], data: unknown][] = [],
  { language }: { language?: Language } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of seeded) client.setQueryData(key, data);
  if (language) setPageLanguage(language);
  const screens = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={client}>
      {language ? <LanguageProvider language={language}>{screens}</LanguageProvider> : screens}
    </QueryClientProvider>,
  );
  return router;
}
