import { type ArtistDetail as Artist, ContentType } from '@museum/shared';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import {
  DetailLayout,
  type Fact,
  optionalFact,
  RelatedSection,
} from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { WorkGrid } from '../../collection';
import { EngagementBar } from '../../engagement';
import { useArtist, useArtists } from '../api';
import { ArtistCard, lifeYears } from '../components/ArtistCard';
import { CardGrid } from '../components/CardGrid';
import styles from './ArtistDetail.module.css';

const LIST = { path: '/artist', label: '艺术家名录' };

export default function ArtistDetailScreen() {
  return <DetailScreen useItem={useArtist} list={LIST} View={ArtistView} />;
}

function ArtistView({ item }: { item: Artist }) {
  const peers = useArtists({ category: item.category, pageSize: 5 });
  const others = (peers.data?.rows ?? []).filter((row) => row.id !== item.id).slice(0, 4);
  const facts: Fact[] = [
    ...optionalFact('生卒', lifeYears(item)),
    ...optionalFact('出生地', item.birthplace),
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
      engagement={<EngagementBar item={{ module: ContentType.artist, resId: String(item.id) }} />}
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
