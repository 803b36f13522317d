import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ListResult } from '@museum/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, type ModalFuncProps, Skeleton, Tag } from 'antd';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { pageI18n } from '../../i18n';
import { confirmOptions, message, modal } from '../../lib/feedback';
import { type DialogName, useDialogs } from '../../stores/dialogs';
import { InkState } from '../ink-state/InkState';
import { Pager } from '../pager/Pager';
import styles from './ServiceTab.module.css';

const PAGE_SIZE = 10;

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

/** The call to action beside a tab's title that opens a site-wide dialog (预约入馆, 申请办展...). */
export function DialogAction({ dialog, children }: { dialog: DialogName; children: ReactNode }) {
  const show = useDialogs((s) => s.show);
  return (
    <Button type="primary" onClick={() => show(dialog)}>
      {children}
    </Button>
  );
}

/** The head of one record: its status, then its title, or whatever else names it (a ticket code). */
export function RecordHead({
  tone,
  status,
  title,
  children,
}: {
  tone: Tone;
  status: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={styles.cardHead}>
      <StatusTag tone={tone}>{status}</StatusTag>
      {title && <h3 className={styles.cardTitle}>{title}</h3>}
      {children}
    </div>
  );
}

/** Asks before an action on a record, runs it once confirmed (the dialog waits for it) and says it is done. */
function confirmThen(options: ModalFuncProps, action: () => Promise<unknown>, done: string) {
  return modal.confirm({
    ...options,
    onOk: async () => {
      await action();
      message.success(done);
    },
  });
}

export function useConfirmedAction() {
  return confirmThen;
}

/**
 * Asks before cancelling one of the visitor's bookings (entry, an exhibition's or an event's), whose places go back
 * to other visitors: `booking` says which, and how many it was for.
 */
export function confirmBookingCancel(title: string, booking: string, cancel: () => Promise<unknown>) {
  const i18n = pageI18n();
  return confirmThen(
    confirmOptions({
      tone: 'danger',
      title,
      content: i18n._(msg`${booking}。取消后名额将释放给其他观众。`),
      okText: i18n._(msg`取消预约`),
      cancelText: i18n._(msg`再想想`),
    }),
    cancel,
    i18n._(msg`预约已取消`),
  );
}

/** Who to call about a record: the contact person and the phone. */
export const contactOf = (record: { people: string; phone: string }) => `${record.people} ${record.phone}`;

/** A record's facts, label beside value, in the order given; a fact it lacks (null) is left out. */
export function RecordFacts({ facts }: { facts: Record<string, ReactNode> }) {
  return (
    <dl className={styles.facts}>
      {Object.entries(facts).map(
        ([label, value]) =>
          value != null && (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

interface ServiceTabProps<T> {
  title: string;
  description?: ReactNode;
  /** The call to action beside the title. */
  action?: ReactNode;
  /** A page of the records (10 a page), from the feature's query. */
  useList: (pageNum: number) => UseQueryResult<ListResult<T>>;
  /** The empty state's headline. */
  empty: string;
  children: (item: T) => ReactNode;
}

/** A personal-centre list of the visitor's own records: title, paged entries, loading, error and empty states. */
export function ServiceTab<T extends { id: number }>({
  title,
  description,
  action,
  useList,
  empty,
  children,
}: ServiceTabProps<T>) {
  const [pageNum, setPageNum] = useState(1);
  const query = useList(pageNum);
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;
  const { t } = useLingui();
  // Not the title: an English one has spaces, which an id cannot.
  const headingId = useId();
  return (
    <section className={styles.tab} aria-labelledby={headingId}>
      <TabHeader id={headingId} title={title} description={description} action={action} />
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : query.isError && !query.data ? (
        <InkState
          compact
          role="alert"
          title={t`记录暂时没有加载出来`}
          text={t`可能是网络不太稳定，请稍后重试。`}
          actions={
            <Button onClick={() => void query.refetch()}>
              <Trans>重新加载</Trans>
            </Button>
          }
        />
      ) : rows.length === 0 ? (
        <InkState compact title={empty} />
      ) : (
        <>
          <ul className={styles.list}>
            {rows.map((item) => (
              <li key={item.id} className={styles.entry}>
                {children(item)}
              </li>
            ))}
          </ul>
          <Pager
            className={styles.pager}
            pageNum={pageNum}
            pageSize={PAGE_SIZE}
            total={total}
            onChange={setPageNum}
            unit="条"
          />
        </>
      )}
    </section>
  );
}
