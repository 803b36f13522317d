import { useLingui } from '@lingui/react/macro';
import { ContentType, ExhibitionStatus, type ExhibitionSummary } from '@museum/shared';
import { Link } from 'react-router';
import { formatDateRange } from '@/shared/lib/format';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { EXHIBITION_STATUS_NAMES } from '../labels';
import styles from './ContentCard.module.css';
import { StatusTag } from './StatusTag';

/** An exhibition in a grid; `wide` lays the picture beside the text (featured on the home page). */
export function ExhibitionCard({
  item,
  wide,
  headingLevel = 3,
  eager,
}: {
  item: ExhibitionSummary;
  wide?: boolean;
  headingLevel?: 2 | 3;
  /** The picture is in the first screenful: it loads at once. */
  eager?: boolean;
}) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.card} ${wide ? styles.wide : ''}`}>
      <CoverImage
        src={item.cover}
        alt=""
        ratio={9 / 16}
        className={styles.media}
        sizes={
          wide
            ? '(max-width: 767px) 100vw, 720px'
            : '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px'
        }
        widths={wide ? [480, 960, 1440] : [360, 720, 1080]}
        eager={eager}
      />
      <div className={styles.body}>
        <p className={styles.meta}>
          <StatusTag muted={item.status === ExhibitionStatus.ended}>
            {i18n._(EXHIBITION_STATUS_NAMES[item.status])}
          </StatusTag>
          <span>{item.typeLabel}</span>
        </p>
        <Heading className={styles.title}>
          <Link to={detailPath(ContentType.exhibition, item)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        {item.subtitle && <p className={styles.subtitle}>{item.subtitle}</p>}
        {wide && <p className={styles.summary}>{item.summary}</p>}
        <p className={styles.facts}>
          <span>{formatDateRange(item.startDate, item.endDate)}</span>
          {item.venue && <span>{item.venue}</span>}
        </p>
      </div>
    </article>
  );
}
