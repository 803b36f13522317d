import { Result, Table, type TableProps } from 'antd';

/** A list query as a table needs it: a page of rows with the total, whether it is loading, why it failed. */
interface PagedRows<Row> {
  data?: { rows: Row[]; total: number };
  isFetching: boolean;
  error: Error | null;
}

interface PagedTableProps<Row>
  extends Omit<TableProps<Row>, 'dataSource' | 'loading' | 'pagination' | 'locale'> {
  rows: PagedRows<Row>;
  /** What the list is (员工列表): a failure says `员工列表加载失败：…`. */
  what: string;
  emptyText: string;
  /** The page shown: a list query's pageNum and pageSize (numbers, or the text of an address's query). */
  paging: { pageNum?: unknown; pageSize?: unknown };
  onPage: (pageNum: number, pageSize: number) => void;
  totalText: (total: number) => string;
}

/**
 * Every paged table of the console: its rows, a spinner while they load, the total and the page-size switch, and
 * a failure to load said the one way (what failed, and the server's reason) instead of an empty table.
 */
export function PagedTable<Row extends object>({
  rows,
  what,
  emptyText,
  paging,
  onPage,
  totalText,
  ...table
}: PagedTableProps<Row>) {
  if (rows.error) return <Result status="error" title={`${what}加载失败：${rows.error.message}`} />;
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      {...table}
      dataSource={rows.data?.rows ?? []}
      loading={rows.isFetching}
      locale={{ emptyText }}
      pagination={{
        current: Number(paging.pageNum),
        pageSize: Number(paging.pageSize),
        total: rows.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: totalText,
        onChange: onPage,
      }}
    />
  );
}
