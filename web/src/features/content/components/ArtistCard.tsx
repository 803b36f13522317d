import { type ArtistSummary, ContentType } from '@museum/shared';
import { Link } from 'react-router';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import styles from './ContentCard.module.css';

export const lifeYears = (item: Pick<ArtistSummary, 'birthYear' | 'deathYear'>) =>
  item.birthYear ? `${item.birthYear}—${item.deathYear ?? ''}` : '';

/** An artist of the directory, shown by a representative work. */
export function ArtistCard({ item }: { item: ArtistSummary }) {
  return (
    <article className={`${styles.card} ${styles.artist}`}>
      <CoverImage
        src={item.cover}
        alt=""
        ratio={5 / 4}
        className={styles.media}
        widths={[240, 480, 720]}
        sizes="(max-width: 599px) 50vw, (max-width: 1199px) 33vw, 280px"
      />
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={detailPath(ContentType.artist, item)} className={styles.link}>
            {item.name}
          </Link>
        </h3>
        <p className={styles.meta}>
          <span>{item.categoryLabel}</span>
          {lifeYears(item) && <span>{lifeYears(item)}</span>}
        </p>
        {item.title && <p className={styles.subtitle}>{item.title}</p>}
      </div>
    </article>
  );
}
