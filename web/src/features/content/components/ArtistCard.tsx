import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type ArtistSummary, ContentType } from '@museum/shared';
import { Link } from 'react-router';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import styles from './ContentCard.module.css';

/** 1936—2015, or 1983— for a living artist (in English: 1936–2015, born 1983); empty without a birth year. */
export function lifeYears(item: Pick<ArtistSummary, 'birthYear' | 'deathYear'>, i18n: I18n): string {
  const { birthYear: born, deathYear: died } = item;
  if (!born) return '';
  return died ? i18n._(msg`${born}—${died}`) : i18n._(msg`${born}—`);
}

/** An artist of the directory, shown by a representative work. */
export function ArtistCard({ item }: { item: ArtistSummary }) {
  const { i18n } = useLingui();
  const years = lifeYears(item, i18n);
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
          {years && <span>{years}</span>}
        </p>
        {item.title && <p className={styles.subtitle}>{item.title}</p>}
      </div>
    </article>
  );
}
