import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageCount } from '@museum/shared';
import { Grid } from 'antd';
import styles from './Pager.module.css';

/**
 * The pages a pager shows: the first, the last and `around` on each side of the current one (as many in all near
 * either end), with `null` where pages are left out.
 */
export function pageItems(current: number, pages: number, around: number): (number | null)[] {
  const shown = 2 * around + 1;
  let from = Math.max(2, current - around);
  let to = Math.min(pages - 1, current + around);
  if (to - from + 1 < shown) {
    if (from === 2) to = Math.min(pages - 1, from + shown - 1);
    else from = Math.max(2, to - shown + 1);
  }
  const middle = Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  return [
    1,
    ...(from > 2 ? [null] : []),
    ...middle,
    ...(to < pages - 1 ? [null] : []),
    ...(pages > 1 ? [pages] : []),
  ];
}

/**
 * Pages of a list; `onChange` receives the new page number. Hidden when everything fits on one page.
 * The total sits on its own line under the page buttons, so neither squeezes the other on a phone, where the
 * buttons show fewer pages around the current one. Plain buttons rather than antd's Pagination, which brings its
 * page-size select (rc-select, ~25 kB) to every list page though no list changes its page size.
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
  /** What the total counts in Chinese (共 84 项, 共 12 条); English says "84 items". */
  unit?: string;
  className?: string;
}) {
  const narrow = Grid.useBreakpoint().sm === false;
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const go = (page: number) => {
    if (page !== pageNum) onChange(page);
  };
  return (
    <nav className={`${styles.pager} ${className ?? ''}`} aria-label={t`分页`}>
      <ul className={styles.pages}>
        <li title={t`上一页`}>
          <button
            type="button"
            className={styles.step}
            aria-label={t`上一页`}
            disabled={pageNum <= 1}
            onClick={() => go(pageNum - 1)}
          >
            <LeftOutlined aria-hidden />
          </button>
        </li>
        {pageItems(pageNum, pages, narrow ? 1 : 2).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no page of its own; its place names it
            <li key={`gap-${index}`} className={styles.gap} aria-hidden>
              …
            </li>
          ) : (
            <li key={page} title={String(page)}>
              <button
                type="button"
                className={styles.page}
                aria-current={page === pageNum ? 'page' : undefined}
                onClick={() => go(page)}
              >
                {page}
              </button>
            </li>
          ),
        )}
        <li title={t`下一页`}>
          <button
            type="button"
            className={styles.step}
            aria-label={t`下一页`}
            disabled={pageNum >= pages}
            onClick={() => go(pageNum + 1)}
          >
            <RightOutlined aria-hidden />
          </button>
        </li>
      </ul>
      <p className={styles.total}>
        <Trans>
          共 {total} {unit}，第 {pageNum}/{pages} 页
        </Trans>
      </p>
    </nav>
  );
}

/** Where a new page scrolls to: just above the list, clear of the sticky header. */
export function ListTop() {
  return <div id="list-top" className={styles.anchor} />;
}
