import type { UseQueryResult } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Descriptions,
  type DescriptionsProps,
  Drawer,
  Form,
  type FormProps,
  Result,
  Skeleton,
  type TableColumnsType,
  type TableColumnType,
  Tabs,
} from 'antd';
import type { ReactNode } from 'react';
import { ConsolePage } from './ConsolePage';
import { FormError } from './FormModal';
import { formatRecordTime, OVERDUE_DAYS, waitingDays } from './format';
import { PagedTable } from './PagedTable';
import styles from './review.module.css';
import type { Decision } from './useDecision';
import type { useSearchQuery } from './useSearchQuery';

/** The address-kept filters of a queue that has a status and an open record (`id`). */
type QueueQuery = ReturnType<typeof useSearchQuery<{ status: string; id: string }>>;

/** A decided record's reviewer and time, or how long a waiting one has waited. */
interface Reviewed {
  status: string;
  ageDays: number;
  reviewedAt: string | null;
  reviewedBy: string | null;
}

/** How long a waiting record has waited (overdue ones stand out), or who decided it and when. */
function ReviewAge({ row, waiting }: { row: Reviewed; waiting: boolean }) {
  if (waiting) {
    return (
      <span className={row.ageDays >= OVERDUE_DAYS ? styles.overdue : undefined}>
        {waitingDays(row.ageDays)}
      </span>
    );
  }
  if (!row.reviewedAt) return <span className={styles.muted}>—</span>;
  return (
    <span className={styles.stack}>
      <span>{formatRecordTime(row.reviewedAt)}</span>
      {row.reviewedBy && <span className={styles.muted}>{row.reviewedBy}</span>}
    </span>
  );
}

/** Columns every review queue has: the record's number, who sent it, its text, and the button that opens it. */
export const queueColumns = {
  /** 等待 / 审核: the wait of a record in the `pending` status, or its review. */
  age: <Row extends Reviewed>(pending: string): TableColumnType<Row> => ({
    title: '等待 / 审核',
    key: 'age',
    width: 150,
    render: (_, row) => <ReviewAge row={row} waiting={row.status === pending} />,
  }),
  id: <Row extends { id: number }>(): TableColumnType<Row> => ({ title: '编号', dataIndex: 'id', width: 80 }),

  contact: <Row extends { people: string; phone: string }>(title: string): TableColumnType<Row> => ({
    title,
    key: 'contact',
    width: 150,
    render: (_, row) => (
      <span className={styles.stack}>
        <span>{row.people}</span>
        <span className={styles.muted}>{row.phone}</span>
      </span>
    ),
  }),

  /** A long text, clamped to a few lines in the row; the drawer shows it whole. */
  text: <Row,>(title: string, dataIndex: keyof Row & string): TableColumnType<Row> => ({
    title,
    dataIndex,
    render: (text: string) => <span className={styles.clamp}>{text}</span>,
  }),

  /** `action` names what opening it is for (审核, 跟进 ... or 查看); `noun` what is opened, for screen readers. */
  open: <Row extends { id: number; people: string }>(
    list: QueueQuery,
    action: (row: Row) => string,
    noun: string,
  ): TableColumnType<Row> => ({
    title: '操作',
    key: 'actions',
    width: 110,
    fixed: 'right',
    render: (_, row) => (
      <Button
        type="link"
        size="small"
        onClick={() => list.set({ id: String(row.id) })}
        aria-label={`${action(row)}${noun} ${row.id}（${row.people}）`}
      >
        {action(row)}
      </Button>
    ),
  }),
};

interface ReviewQueueProps<Row extends { id: number }> {
  /** What the queue holds (办展申请): the page's title, and with the id the open record's. */
  title: string;
  description: string;
  list: QueueQuery;
  tabs: { key: string; label: string }[];
  /** Filters below the status tabs (a keyword search), if any. */
  filters?: ReactNode;
  queue: Pick<UseQueryResult<{ rows: Row[]; total: number }>, 'data' | 'isFetching' | 'error'>;
  columns: TableColumnsType<Row>;
  /** Wide enough for every column: narrower screens scroll the table, not the page. */
  scrollX: number;
  emptyText: string;
  totalText: (total: number) => string;
  /** The open record's detail, in the drawer. */
  detail: (id: number) => ReactNode;
}

/**
 * A review queue of the console (applications, donation reports): status tabs, the paged table, and the record
 * opened from its row in a drawer whose id is kept in the address, so an open record can be reloaded and shared.
 */
export function ReviewQueue<Row extends { id: number }>(props: ReviewQueueProps<Row>) {
  const { list, queue } = props;
  const openId = Number(list.query.id) || null;
  return (
    <ConsolePage title={props.title} description={props.description}>
      <Tabs
        activeKey={list.query.status}
        items={props.tabs}
        onChange={(key) => list.filter({ status: key })}
        aria-label="按状态查看"
      />
      {props.filters}
      <PagedTable<Row>
        rows={queue}
        what={props.title}
        columns={props.columns}
        scroll={{ x: props.scrollX }}
        emptyText={props.emptyText}
        totalText={props.totalText}
        paging={list}
        onPage={list.page}
      />
      <Drawer
        open={openId !== null}
        title={openId ? `${props.title} #${openId}` : ''}
        size={640}
        onClose={() => list.set({ id: '' })}
        destroyOnHidden
      >
        {openId !== null && props.detail(openId)}
      </Drawer>
    </ConsolePage>
  );
}

/** A record's detail once loaded: a skeleton while it loads, the server's refusal (or `missing`) when it fails. */
export function RecordDetail<T>({
  record,
  missing,
  children,
}: {
  record: Pick<UseQueryResult<T>, 'data' | 'isLoading' | 'isError' | 'error'>;
  missing: string;
  children: (data: T) => ReactNode;
}) {
  if (record.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (record.isError || record.data === undefined) {
    return <Result status="error" title={record.error?.message ?? missing} />;
  }
  return children(record.data);
}

/** A record's facts, one a row with its label aside: the top of every record's drawer. */
export function RecordFacts({ items }: { items: DescriptionsProps['items'] }) {
  return <Descriptions bordered size="small" column={1} styles={{ label: { width: 120 } }} items={items} />;
}

/** Free text of a record (an introduction, a note, a reason) as written, or 无 when there is none. */
export function RecordText({ text }: { text: string | null | undefined }) {
  return text ? <div className={styles.prose}>{text}</div> : <span className={styles.muted}>无</span>;
}

/** What stands under a record once it is decided, in place of the decision's form. */
export function DecidedNote({ title }: { title: string }) {
  return <Alert className={styles.decided} type="info" showIcon title={title} />;
}

/**
 * The decision under a record: a titled form whose submit button says what it will do; a refusal from the server
 * (decided meanwhile by someone else, say) is shown above the button.
 */
export function DecisionForm<Values extends object>({
  title,
  decision,
  submit,
  children,
  ...form
}: Omit<FormProps<Values>, 'layout' | 'children'> & {
  name: string;
  title: string;
  decision: Decision;
  submit: { label: string; danger: boolean };
  children: ReactNode;
}) {
  const titleId = `${form.name}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.section}>
        {title}
      </h2>
      <Form<Values> layout="vertical" {...form}>
        {children}
        <FormError text={decision.refusal} />
        <Form.Item>
          <Button type="primary" htmlType="submit" danger={submit.danger} loading={decision.sending}>
            {submit.label}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
