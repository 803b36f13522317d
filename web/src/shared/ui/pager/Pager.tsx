import { pageCount } from '@museum/shared';
import { Grid, Pagination } from 'antd';
import styles from './Pager.module.css';

/**
 * Pages of a list; `onChange` receives the new page number. Hidden when everything fits on one page.
 * The total sits on its own line under the page buttons, so neither squeezes the other on a phone, where the
 * buttons show fewer pages around the current one.
 */
export function Pager({
  pageNum,
  pageSize,
  total,
  onChange,
  unit = '项',
  className,
}: {
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number) => void;
  /** What the total counts (共 84 项, 共 12 条). */
  unit?: string;
  className?: string;
}) {
  const narrow = Grid.useBreakpoint().sm === false;
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={`${styles.pager} ${className ?? ''}`} aria-label="分页">
      <Pagination
        current={pageNum}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showLessItems={narrow}
        onChange={onChange}
        responsive
      />
      <p className={styles.total}>
        共 {total} {unit}，第 {pageNum}/{pages} 页
      </p>
    </nav>
  );
}

/** Where a new page scrolls to: just above the list, clear of the sticky header. */
export function ListTop() {
  return <div id="list-top" className={styles.anchor} />;
}
