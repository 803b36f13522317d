import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

const RETURN_KEY = 'list-return:';

/** The list address (with its filters and page) last shown for a list path, for a detail's "back" link. */
export function listReturnPath(listPath: string): string {
  try {
    return sessionStorage.getItem(RETURN_KEY + listPath) ?? listPath;
  } catch {
    return listPath;
  }
}

/**
 * Filters and page of a list screen kept in the address (?status=1&page=2), so coming back from a detail,
 * reloading or sharing the link shows the same list; scroll is restored by the layout's ScrollRestoration.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(RETURN_KEY + pathname.replace(/\/\d+$/, ''), pathname + search);
    } catch {
      // Storage disabled: the back link then opens the list unfiltered.
    }
  }, [pathname, search]);
  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<K, string>,
    [keys, searchParams],
  );
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  /** Changing a filter starts again from page 1. */
  const setFilter = useCallback(
    (patch: Partial<Record<K, string>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback(
    (pageNum: number) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (pageNum > 1) next.set('page', String(pageNum));
          else next.delete('page');
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
      // A new page starts at the top of the list, not wherever the pager was.
      document.getElementById('list-top')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [setSearchParams],
  );

  return { values, page, setFilter, setPage };
}

/** The value as a number for the API, or undefined when it is empty or not a number. */
export const numberOrUndefined = (value: string) => (/^\d+$/.test(value) ? Number(value) : undefined);
