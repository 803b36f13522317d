import { ContentType, type Work, workFacts } from '@museum/shared';
import { Link, useParams } from 'react-router';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { DetailLayout, type Fact, RelatedSection } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { EngagementBar } from '../../engagement';
import { useCulDetail, useCulList } from '../api';
import { DeepZoomViewer } from '../components/DeepZoomViewer';
import { summaryOf, WorkGrid } from '../components/WorkCard';
import styles from './CollectionDetail.module.css';

const LIST = { path: '/collection', label: '典藏' };
/** Other works of the same category shown under a work. */
const RELATED_COUNT = 8;

export default function CollectionDetailScreen() {
  return <DetailScreen useItem={useWorkOfAddress} list={LIST} View={WorkView} />;
}

/** The work the address names: its culId (`:id`) and its name. */
function useWorkOfAddress(culId: string | undefined) {
  const { name } = useParams();
  return useCulDetail(culId, name);
}

/** The catalogue facts a work has, the maker linking to the artist directory when listed there. */
function catalogueFacts(work: Work): Fact[] {
  return workFacts(work).map(({ key, label, value }) => ({
    label,
    value:
      key === 'author' && work.artistId ? (
        <Link to={detailPath(ContentType.artist, { id: work.artistId })}>{value}</Link>
      ) : (
        value
      ),
  }));
}

/** Works of the same category, read from the list call every installation has. */
function RelatedWorks({ work }: { work: Work }) {
  const { data } = useCulList({
    pageIndex: 1,
    pageSize: RELATED_COUNT + 1,
    culCategory: work.category ?? undefined,
  });
  const related = (data?.rows ?? []).filter((other) => other.id !== work.id).slice(0, RELATED_COUNT);
  if (!work.category || !related.length) return null;
  return (
    <RelatedSection title="相关藏品">
      <WorkGrid works={related.map(summaryOf)} />
    </RelatedSection>
  );
}

function WorkView({ item }: { item: Work }) {
  const media = item.images.length ? (
    <DeepZoomViewer images={item.images} title={item.culName} />
  ) : (
    <CoverImage
      src={item.image ?? ''}
      alt={item.culName}
      ratio={9 / 16}
      fit="contain"
      eager
      className={styles.cover}
      widths={[640, 1280]}
      sizes="(max-width: 1279px) 100vw, 1200px"
    />
  );
  return (
    <DetailLayout
      list={LIST}
      title={item.culName}
      kicker={<span>{[item.categoryName, item.year].filter(Boolean).join(' · ')}</span>}
      subtitle={item.author}
      media={media}
      facts={catalogueFacts(item)}
      actions={
        item.manifest && (
          <a
            className={styles.iiif}
            href={item.manifest}
            target="_blank"
            rel="noopener noreferrer"
            title="国际图像互操作框架（IIIF）清单，可在其他图像查看器中打开本作品"
          >
            开放图像数据（IIIF）
            <span className="visually-hidden">（在新窗口打开）</span>
          </a>
        )
      }
      engagement={<EngagementBar item={{ module: ContentType.collection, resId: item.id }} />}
      after={<RelatedWorks work={item} />}
    >
      {item.description ? (
        <RichText html={item.description} />
      ) : (
        <p className={styles.none}>这件作品的说明正在整理中。</p>
      )}
    </DetailLayout>
  );
}
