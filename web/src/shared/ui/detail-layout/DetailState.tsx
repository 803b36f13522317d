import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Skeleton } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router';
import { RequestError } from '../../api/request';
import { LinkButton } from '../link-button/LinkButton';
import { listReturnPath } from '../pager/useListParams';
import { StatePage } from '../state-page/StatePage';
import styles from './DetailLayout.module.css';

/** What DetailState reads of a detail query. */
export interface DetailQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface DetailStateProps<T> {
  /** The list the item belongs to, for the ways back. */
  list: { path: string; label: string };
  children: (data: T) => ReactNode;
}

/**
 * A detail screen: the item the route's `:id` names, through its loading, missing and failed states, then shown
 * by `View`.
 */
export function DetailScreen<T>({
  useItem,
  list,
  View,
}: {
  useItem: (id: string | undefined) => DetailQuery<T>;
  list: DetailStateProps<T>['list'];
  View: ComponentType<{ item: T }>;
}) {
  const { id } = useParams();
  return (
    <DetailState query={useItem(id)} list={list}>
      {(item) => <View item={item} />}
    </DetailState>
  );
}

/** Loading, missing (404) and failed states of a detail screen; renders the item once it is there. */
export function DetailState<T>({ query, list, children }: DetailStateProps<T> & { query: DetailQuery<T> }) {
  const { t } = useLingui();
  const back = list.label;
  if (query.data) return <>{children(query.data)}</>;
  if (query.isLoading) {
    return (
      <div className={`page-container ${styles.page}`} aria-busy="true">
        <span className="visually-hidden">
          <Trans>正在加载</Trans>
        </span>
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 10 }} />
      </div>
    );
  }
  const error = query.error instanceof RequestError ? query.error : null;
  const missing = !query.error || error?.code === 404;
  if (missing) {
    // The server names what is missing (该展览不存在或已下线), in the page's language.
    const message = error?.serverMessage ?? t`内容不存在或已下线`;
    return (
      <StatePage kicker="404" title={message} text={t`您访问的内容可能已被移除，或链接有误。`}>
        <LinkButton to={listReturnPath(list.path)}>
          <Trans>返回{back}</Trans>
        </LinkButton>
        <LinkButton to="/home" variant="ghost">
          <Trans>回到首页</Trans>
        </LinkButton>
      </StatePage>
    );
  }
  return (
    <StatePage kicker={t`网络不畅`} title={t`内容暂时没有加载出来`} text={t`请检查网络后重试。`}>
      <Button type="primary" size="large" onClick={() => query.refetch()}>
        <Trans>重新加载</Trans>
      </Button>
      <LinkButton to={listReturnPath(list.path)} variant="ghost">
        <Trans>返回{back}</Trans>
      </LinkButton>
    </StatePage>
  );
}
