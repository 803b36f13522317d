import type { Work } from '@museum/shared';
import { ContentType } from '@museum/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/i18n';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { yearIn } from '../work-text';
import styles from './WorkCard.module.css';

export interface WorkSummary {
  /** The accession number the work's page is opened by (docs/spec §2: its address carries it). */
  culId: string;
  culName: string;
  /** The work's picture (a served image address). */
  image: string;
  period: string | null;
  typeName: string | null;
  author?: string | null;
}

/** A work of the collection service as its card shows it (an item without a picture keeps the empty mat). */
export const summaryOf = (work: Work): WorkSummary => ({
  culId: work.culId,
  culName: work.culName,
  image: work.image ?? '',
  period: work.year,
  typeName: work.categoryName,
  author: work.author,
});

/**
 * A work of the collection on its mat: the whole picture, never cropped, its name linking to the work's page
 * (the whole card is the link's target), and period, category and maker below.
 */
export function WorkCard({ work, sizes, eager }: { work: WorkSummary; sizes: string; eager?: boolean }) {
  const language = useLanguage();
  const meta = [yearIn(language, work.period), work.author, work.typeName].filter(
    (part): part is string => !!part,
  );
  return (
    <div className={styles.card}>
      <CoverImage
        src={work.image}
        alt=""
        ratio={1}
        fit="contain"
        widths={[240, 480, 720]}
        sizes={sizes}
        className={styles.mat}
        eager={eager}
      />
      <h3 className={styles.title}>
        <Link
          to={detailPath(ContentType.collection, {
            id: work.culId,
            culId: work.culId,
            culName: work.culName,
          })}
          className={styles.name}
        >
          {work.culName}
        </Link>
      </h3>
      {meta.length > 0 && (
        // Each part (a period, a maker's name) stays on one line; the line breaks between them.
        <p className={styles.meta}>
          {meta.map((part, i) => (
            <Fragment key={part}>
              <span className={styles.metaPart}>
                {part}
                {i < meta.length - 1 && ' ·'}
              </span>{' '}
            </Fragment>
          ))}
        </p>
      )}
    </div>
  );
}

/**
 * Works as a list in a responsive grid: 2 across on phones, 3 on tablets, 4 on wide screens. With `firstEager` (the
 * grid opens the page) the first row's pictures load at once.
 */
export function WorkGrid({
  works,
  label,
  sizes = '(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 300px',
  firstEager,
}: {
  works: WorkSummary[];
  label?: string;
  sizes?: string;
  firstEager?: boolean;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {works.map((work, index) => (
        <li key={work.culId}>
          {/* Two across on a phone: the first row is the first two. */}
          <WorkCard work={work} sizes={sizes} eager={firstEager && index < 2} />
        </li>
      ))}
    </ul>
  );
}
