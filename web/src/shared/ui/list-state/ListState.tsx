import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { InkState } from '../ink-state/InkState';
import styles from './ListState.module.css';

/** What ListState reads of a list query (a TanStack query of a `{ rows }` answer). */
export interface ListQuery {
  data?: { rows: unknown[] };
  isLoading: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Filters kept in the address (useListParams), apart from the page. */
function useHasFilters() {
  const { search } = useLocation();
  return [...new URLSearchParams(search).keys()].some((key) => key !== 'page');
}

/**
 * Loading, failed and empty states of a list, so the list itself only renders rows.
 * A new page loading with rows already shown dims them instead of flashing a skeleton.
 * The empty state says what is missing (`empty`), why or what else to try (`emptyText`) and offers the next step
 * (`emptyAction`); without one, a list filtered through its address offers to clear the filters.
 */
export function ListState({
  query,
  empty,
  emptyText,
  emptyAction,
  skeletonRows = 3,
  compact,
  children,
}: {
  query: ListQuery;
  empty: string;
  emptyText?: ReactNode;
  emptyAction?: ReactNode;
  skeletonRows?: number;
  /** Inside a panel with its own heading (a personal-centre tab): less air around the states. */
  compact?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const filtered = useHasFilters();
  const { t } = useLingui();
  const { isLoading, isError, isPlaceholderData: isFetching } = query;
  if (isLoading) {
    return (
      <div className={styles.loading} aria-busy="true" aria-live="polite">
        <span className="visually-hidden">
          <Trans>正在加载</Trans>
        </span>
        {Array.from({ length: skeletonRows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} active paragraph={{ rows: 2 }} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <InkState
        role="alert"
        compact={compact}
        title={t`内容暂时没有加载出来`}
        text={t`可能是网络不太稳定，请稍后重试。`}
        actions={
          <Button onClick={() => query.refetch()}>
            <Trans>重新加载</Trans>
          </Button>
        }
      />
    );
  }
  if (!query.data?.rows.length) {
    const action =
      emptyAction ??
      (filtered ? (
        <Link to={pathname} replace className={styles.action}>
          <Trans>清除筛选条件</Trans>
        </Link>
      ) : undefined);
    return <InkState compact={compact} title={empty} text={emptyText} actions={action} />;
  }
  return (
    <div className={isFetching ? styles.fetching : undefined} aria-busy={isFetching || undefined}>
      {children}
    </div>
  );
}
