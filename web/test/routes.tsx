import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';

/** Visitor screens at `path` of `routes`, with a query client that never retries, holding `seeded` answers first. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  seeded: [key: readonly unknown[], data: unknown][] = [],
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [key, data] of seeded) client.setQueryData(key, data);
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
