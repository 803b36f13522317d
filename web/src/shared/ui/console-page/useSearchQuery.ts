import { DEFAULT_PAGE_SIZE } from '@museum/shared';
import { useSearchParams } from 'react-router';

type Values = Record<string, string>;

/**
 * A console list's filters, page and open record kept in the address, so a filtered page (or an open detail) can
 * be reloaded, shared and returned to. Values equal to their defaults are left out of the address.
 */
export function useSearchQuery<T extends Values>(defaults: T) {
  const [params, setParams] = useSearchParams();
  const query = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as T;
  const pageNum = Number(params.get('pageNum')) || 1;
  const pageSize = Number(params.get('pageSize')) || DEFAULT_PAGE_SIZE;

  const write = (next: Values & { pageNum: number; pageSize: number }) =>
    setParams(
      Object.fromEntries(
        Object.entries(next)
          .filter(([key, value]) => {
            if (key === 'pageNum') return value !== 1;
            if (key === 'pageSize') return value !== DEFAULT_PAGE_SIZE;
            return value !== (defaults[key] ?? '');
          })
          .map(([key, value]) => [key, String(value)]),
      ),
    );
  const current = { ...query, pageNum, pageSize };

  return {
    query,
    pageNum,
    pageSize,
    /** A filter changed: back to the first page. */
    filter: (change: Partial<T>) => write({ ...current, ...change, pageNum: 1 } as never),
    page: (next: number, size: number) => write({ ...current, pageNum: next, pageSize: size }),
    /** Other keys (the open record) without going back to the first page. */
    set: (change: Partial<T>) => write({ ...current, ...change } as never),
  };
}
