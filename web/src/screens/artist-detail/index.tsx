import { type ArtistDetail as Artist, ContentType } from '@museum/shared';
import { useParams } from 'react-router';
import { useArtist, useArtists } from '../../api/content';
import { ArtistCard, lifeYears } from '../../components/content-card/ArtistCard';
import { CardGrid } from '../../components/content-card/CardGrid';
import { CoverImage } from '../../components/cover-image/CoverImage';
import { DetailLayout, type Fact, RelatedSection } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { RichText } from '../../components/rich-text/RichText';
import { WorkGrid } from '../../components/work-card/WorkCard';
import styles from './ArtistDetail.module.css';

const LIST = { path: '/artist', label: '艺术家名录' };

export default function ArtistDetail() {
  const { id } = useParams();
  const query = useArtist(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => <ArtistView item={item} />}
    </DetailState>
  );
}

function ArtistView({ item }: { item: Artist }) {
  const peers = useArtists({ category: item.category, pageSize: 5 });
  const others = (peers.data?.rows ?? []).filter((row) => row.id !== item.id).slice(0, 4);
  const facts: Fact[] = [
    ...(lifeYears(item) ? [{ label: '生卒', value: lifeYears(item) }] : []),
    ...(item.birthplace ? [{ label: '出生地', value: item.birthplace }] : []),
    { label: '艺术门类', value: item.categoryLabel },
    ...(item.works.length ? [{ label: '馆藏作品', value: `${item.works.length} 件` }] : []),
  ];
  return (
    <DetailLayout
      list={LIST}
      title={item.name}
      subtitle={item.title}
      kicker={<span>{item.categoryLabel}</span>}
      asideMedia={
        <CoverImage
          src={item.cover}
          alt={`${item.name}的代表作品`}
          ratio={5 / 4}
          eager
          widths={[320, 640]}
          sizes="(max-width: 1023px) 100vw, 320px"
        />
      }
      facts={facts}
      item={{ module: ContentType.artist, resId: String(item.id) }}
      after={
        others.length ? (
          <RelatedSection title={`其他${item.categoryLabel}艺术家`}>
            <CardGrid
              columns={4}
              items={others}
              keyOf={(r) => r.id}
              render={(r) => <ArtistCard item={r} />}
            />
          </RelatedSection>
        ) : null
      }
    >
      <p className={styles.lead}>{item.summary}</p>
      <RichText html={item.content} />
      <section className={styles.works} aria-labelledby="works-title">
        <h2 id="works-title" className={styles.worksTitle}>
          馆藏作品
        </h2>
        {item.works.length ? (
          <WorkGrid works={item.works} sizes="(max-width: 599px) 50vw, 220px" />
        ) : (
          <p className={styles.none}>本馆暂未收藏这位艺术家的作品。</p>
        )}
      </section>
    </DetailLayout>
  );
}
