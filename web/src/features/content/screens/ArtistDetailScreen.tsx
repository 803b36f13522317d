import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { ServerText } from '@/shared/ui/server-text/ServerText';
import { WorkGrid } from '../../collection';
import { EngagementBar } from '../../engagement';
import { useArtist, useArtists } from '../api';
import { ArtistCard, lifeYears } from '../components/ArtistCard';
import { CardGrid } from '../components/CardGrid';
import { ItemText, useTextLang } from '../components/ItemText';
import styles from './ArtistDetail.module.css';

const LIST_LABEL = msg`艺术家名录`;
const listOf = (i18n: I18n) => ({ path: '/artist', label: i18n._(LIST_LABEL) });

export default function ArtistDetailScreen() {
  const { i18n } = useLingui();
  return <DetailScreen useItem={useArtist} list={listOf(i18n)} View={ArtistView} />;
}

function ArtistView({ item }: { item: Artist }) {
  const { i18n, t } = useLingui();
  const textLang = useTextLang(item);
  const peers = useArtists({ category: item.category, pageSize: 5 });
  const others = (peers.data?.rows ?? []).filter((row) => row.id !== item.id).slice(0, 4);
  const { name, categoryLabel: category } = item;
  const count = item.works.length;
  const facts: Fact[] = [
    ...optionalFact(t`生卒`, lifeYears(item, i18n)),
    ...optionalFact(t`出生地`, item.birthplace && <ServerText>{item.birthplace}</ServerText>),
    { label: t`艺术门类`, value: category },
    ...(count ? [{ label: t`馆藏作品`, value: t`${count} 件` }] : []),
  ];
  return (
    <DetailLayout
      list={listOf(i18n)}
      title={name}
      textLang={textLang}
      subtitle={item.title}
      kicker={<span>{category}</span>}
      asideMedia={
        <CoverImage
          src={item.cover}
          alt={t`${name}的代表作品`}
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
          <RelatedSection title={t`其他${category}艺术家`}>
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
      <ItemText item={item}>
        <p className={styles.lead}>{item.summary}</p>
        <RichText html={item.content} />
      </ItemText>
      <section className={styles.works} aria-labelledby="works-title">
        <h2 id="works-title" className={styles.worksTitle}>
          <Trans>馆藏作品</Trans>
        </h2>
        {count ? (
          <WorkGrid works={item.works} sizes="(max-width: 599px) 50vw, 220px" />
        ) : (
          <p className={styles.none}>
            <Trans>本馆暂未收藏这位艺术家的作品。</Trans>
          </p>
        )}
      </section>
    </DetailLayout>
  );
}
