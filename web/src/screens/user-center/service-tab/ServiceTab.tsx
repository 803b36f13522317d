import type { ListResult } from '@museum/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { InkState } from '../../../components/ink-state/InkState';
import { Pager } from '../../../components/pager/Pager';
import styles from './ServiceTab.module.css';

/** Status tones shared by every list: waiting, done well, done, ended, refused (colours in the CSS module). */
export type Tone = 'waiting' | 'good' | 'done' | 'ended' | 'refused';

/** antd's preset tag colours are too pale for WCAG AA; these tones are drawn from the museum's palette. */
export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag className={`${styles.tag} ${styles[tone]}`}>{children}</Tag>;
}

/** The heading of a personal-centre section: its name, a line about it and its call to action. */
export function TabHeader({
  id,
  title,
  description,
  action,
}: {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className={styles.head}>
      <div className={styles.headText}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {action && <div className={styles.headAction}>{action}</div>}
    </header>
  );
}

interface ServiceTabProps<T> {
  title: string;
  description?: ReactNode;
  /** The call to action beside the title (预约入馆, 申请办展...). */
  action?: ReactNode;
  query: UseQueryResult<ListResult<T>>;
  pageNum: number;
  pageSize?: number;
  onPage: (page: number) => void;
  /** The empty state's headline, and optionally what to do about it. */
  empty: string;
  emptyText?: ReactNode;
  itemKey: (item: T) => number | string;
  children: (item: T) => ReactNode;
}

/** A personal-centre list of the visitor's own records: title, paged entries, loading, error and empty states. */
export function ServiceTab<T>({
  title,
  description,
  action,
  query,
  pageNum,
  pageSize = 10,
  onPage,
  empty,
  emptyText,
  itemKey,
  children,
}: ServiceTabProps<T>) {
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  return (
    <section className={styles.tab} aria-labelledby={`${title}-title`}>
      <TabHeader id={`${title}-title`} title={title} description={description} action={action} />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError && !query.data ? (
        <InkState
          compact
          role="alert"
          title="记录暂时没有加载出来"
          text="可能是网络不太稳定，请稍后重试。"
          actions={<Button onClick={() => void query.refetch()}>重新加载</Button>}
        />
      ) : rows.length === 0 ? (
        <InkState compact title={empty} text={emptyText} />
      ) : (
        <>
          <ul className={styles.list}>
            {rows.map((item) => (
              <li key={itemKey(item)} className={styles.entry}>
                {children(item)}
              </li>
            ))}
          </ul>
          <Pager
            className={styles.pager}
            pageNum={pageNum}
            pageSize={pageSize}
            total={total}
            onChange={onPage}
            unit="条"
          />
        </>
      )}
    </section>
  );
}
