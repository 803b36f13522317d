import { type CSSProperties, type ReactNode, useId } from 'react';
import { type ListQuery, ListState } from '../list-state/ListState';
import { PageHero } from '../page-hero/PageHero';
import { ListTop, Pager } from '../pager/Pager';

/**
 * The frame every list screen shares: the heading band, the filters, then the list with its loading, failed and
 * empty states and its pages. The screen brings the filters (kept in the address by useListParams) and the rows.
 */
export function ListScreen({
  banner,
  kicker,
  title,
  lead,
  filters,
  label,
  className,
  style,
  query,
  empty,
  pageNum,
  pageSize,
  onPage,
  children,
}: {
  /** Slides above the heading band. */
  banner?: ReactNode;
  kicker: string;
  title: string;
  lead: string;
  /** The filter rows and whatever else stands between the heading band and the list. */
  filters: ReactNode;
  /** The list's accessible name (a hidden heading). */
  label: string;
  className?: string;
  style?: CSSProperties;
  query: ListQuery & { data?: { total: number } };
  empty: string;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <>
      {banner}
      <PageHero kicker={kicker} title={title} lead={lead} />
      <div className="page-container">
        {filters}
        <ListTop />
        <section aria-labelledby={headingId} className={className} style={style}>
          {/* Names the list, and keeps the outline in order: the page's h1, then this, then the cards' h3. */}
          <h2 id={headingId} className="visually-hidden">
            {label}
          </h2>
          <ListState query={query} empty={empty}>
            {children}
          </ListState>
          <Pager pageNum={pageNum} pageSize={pageSize} total={query.data?.total ?? 0} onChange={onPage} />
        </section>
      </div>
    </>
  );
}
