import { useLingui } from '@lingui/react/macro';
import { ContentType, EducationStatus, type EducationSummary } from '@museum/shared';
import { Link } from 'react-router';
import { dateBlock, formatEventTime } from '@/shared/lib/format';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { EDUCATION_STATUS_NAMES } from '../labels';
import styles from './ContentCard.module.css';
import { StatusTag } from './StatusTag';

/** Places left, worded for a visitor deciding whether to book. */
function usePlacesLeft(item: Pick<EducationSummary, 'capacity' | 'bookedCount' | 'status'>): string | null {
  const { t } = useLingui();
  if (item.status !== EducationStatus.reservation || item.capacity === null) return null;
  const left = Math.max(0, item.capacity - item.bookedCount);
  return left > 0 ? t`剩余 ${left} 个名额` : t`名额已满`;
}

/** A public-education event in a grid, with its date on the picture. */
export function EventCard({
  item,
  headingLevel = 3,
  eager,
}: {
  item: EducationSummary;
  headingLevel?: 2 | 3;
  /** The picture is in the first screenful: it loads at once. */
  eager?: boolean;
}) {
  const { i18n } = useLingui();
  const Heading = `h${headingLevel}` as const;
  const when = dateBlock(item.startAt);
  const places = usePlacesLeft(item);
  return (
    <article className={styles.card}>
      <div className={styles.mediaWrap}>
        <CoverImage
          src={item.cover}
          alt=""
          ratio={3 / 4}
          className={styles.media}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 400px"
          eager={eager}
        />
        <p className={styles.dateBadge} aria-hidden>
          <span className={styles.dateDay}>{when.day}</span>
          <span>{when.month}</span>
        </p>
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <StatusTag muted={item.status === EducationStatus.review}>
            {i18n._(EDUCATION_STATUS_NAMES[item.status])}
          </StatusTag>
          <span>{item.typeLabel}</span>
          <span>{item.audienceLabel}</span>
        </p>
        <Heading className={styles.title}>
          <Link to={detailPath(ContentType.education, item)} className={styles.link}>
            {item.title}
          </Link>
        </Heading>
        <p className={styles.facts}>
          <span>{formatEventTime(item.startAt, item.endAt)}</span>
          <span>{item.place}</span>
          {places && <span className={styles.places}>{places}</span>}
        </p>
      </div>
    </article>
  );
}
