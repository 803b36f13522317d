import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@/shared/api/request';
import { markInlinedStylesheets, pageStateTags, restoreQueryState } from './page-state';

/** A page as the server sends it: its state tags, from answers fetched at `fetchedAt`. */
async function renderedPage(fetchedAt: number) {
  const server = new QueryClient();
  server.setQueryData(
    ['exhibitions', 'list'],
    { rows: [{ id: 1, title: '丝路遗珍' }] },
    { updatedAt: fetchedAt },
  );
  await server
    .prefetchQuery({
      queryKey: ['exhibitions', 'detail', 9],
      queryFn: () => Promise.reject(new RequestError('展览不存在', 404)),
    })
    .catch(() => undefined);
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = pageStateTags({ loaderData: {}, actionData: null, errors: null }, server);
  return doc;
}

describe('the answers a rendered page carries', () => {
  it('count as fetched when the page arrives, so hydrating screens do not ask for them again', async () => {
    const anHourAgo = Date.now() - 3_600_000;
    const doc = await renderedPage(anHourAgo);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const now = Date.now();
    restoreQueryState(client, doc, now);

    const list = client.getQueryState(['exhibitions', 'list']);
    expect(list?.data).toEqual({ rows: [{ id: 1, title: '丝路遗珍' }] });
    expect(list?.dataUpdatedAt).toBe(now);
    let fetched = 0;
    const observer = new QueryObserver(client, {
      queryKey: ['exhibitions', 'list'],
      queryFn: () => {
        fetched += 1;
        return { rows: [] };
      },
    });
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().isStale).toBe(false);
    stop();
    expect(fetched).toBe(0);
  });

  it('bring a failed answer back as the RequestError the screen reads', async () => {
    const doc = await renderedPage(Date.now());
    const client = new QueryClient();
    restoreQueryState(client, doc);
    const failed = client.getQueryState(['exhibitions', 'detail', 9]);
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(RequestError);
    expect(failed?.error).toMatchObject({ code: 404, message: '展览不存在' });
  });
});

describe('the stylesheets a rendered page carries inline', () => {
  it('count as loaded for a lazy screen, so its sheets are not fetched and applied again', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML =
      '<style data-href="/assets/index-A.css">a{}</style><style data-href="/assets/HomeScreen-B.css">b{}</style>';
    markInlinedStylesheets(doc);
    for (const href of ['/assets/index-A.css', '/assets/HomeScreen-B.css']) {
      // The preload helper's own question before it adds a sheet.
      const link = doc.querySelector<HTMLLinkElement>(`link[href="${href}"][rel="stylesheet"]`);
      expect(link?.disabled).toBe(true);
    }
    expect(doc.head.children[1]?.getAttribute('href')).toBe('/assets/index-A.css');
  });
});
