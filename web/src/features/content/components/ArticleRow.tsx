import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { dateBlock } from '@/shared/lib/format';
import { RowCover } from '@/shared/ui/cover-image/RowCover';
import styles from './ContentCard.module.css';

/** A text-first row of a list (notices, policies, academic items, affairs): date, title, summary, tags. */
export function ArticleRow({
  to,
  title,
  date,
  summary,
  tags,
  cover,
  pinned,
}: {
  to: string;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  summary?: string;
  tags?: ReactNode;
  cover?: string;
  pinned?: boolean;
}) {
  const when = dateBlock(date);
  return (
    <article className={styles.row}>
      <p className={styles.rowDate}>
        <span className={styles.rowDay}>{when.day}</span>
        <span>{when.month}</span>
      </p>
      <div className={styles.rowBody}>
        <h3 className={styles.rowTitle}>
          {pinned && (
            <span className={styles.pin}>
              <Trans>置顶</Trans>
            </span>
          )}
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </h3>
        {summary && <p className={styles.rowSummary}>{summary}</p>}
        {tags && <p className={styles.meta}>{tags}</p>}
      </div>
      {cover && <RowCover src={cover} width={200} className={styles.rowCover} />}
    </article>
  );
}
