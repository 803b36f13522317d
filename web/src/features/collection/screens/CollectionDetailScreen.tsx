import { CATALOGUE_FIELDS, ContentType, type CulDetail } from '@museum/shared';
import { Link } from 'react-router';
import { detailPath } from '../../../shared/routes';
import { CoverImage } from '../../../shared/ui/cover-image/CoverImage';
import { DetailLayout, type Fact, RelatedSection } from '../../../shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '../../../shared/ui/detail-layout/DetailState';
import { RichText } from '../../../shared/ui/rich-text/RichText';
import { EngagementBar } from '../../engagement';
import { useCulDetail } from '../api';
import { DeepZoomViewer } from '../components/DeepZoomViewer';
import { WorkGrid } from '../components/WorkCard';
import styles from './CollectionDetail.module.css';

const LIST = { path: '/collection', label: '典藏' };

export default function CollectionDetailScreen() {
  return <DetailScreen useItem={useCulDetail} list={LIST} View={WorkView} />;
}

/** The catalogue facts a work has, the maker linking to the artist directory when listed there. */
function catalogueFacts(item: CulDetail): Fact[] {
  return CATALOGUE_FIELDS.filter(([key]) => item[key]).map(([key, label]) => ({
    label,
    value:
      key === 'author' && item.artistId ? (
        <Link to={detailPath(ContentType.artist, { id: item.artistId })}>{item.author}</Link>
      ) : (
        item[key]
      ),
  }));
}

function WorkView({ item }: { item: CulDetail }) {
  const media = item.images.length ? (
    <DeepZoomViewer images={item.images} title={item.culName} />
  ) : (
    <CoverImage
      src={item.cover}
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
      kicker={<span>{[item.typeName, item.period].filter(Boolean).join(' · ')}</span>}
      subtitle={item.author}
      media={media}
      facts={catalogueFacts(item)}
      actions={
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
      }
      engagement={<EngagementBar item={{ module: ContentType.collection, resId: item.culId }} />}
      after={
        item.related.length ? (
          <RelatedSection title="相关藏品">
            <WorkGrid works={item.related.map((work) => ({ ...work, image: work.cover }))} />
          </RelatedSection>
        ) : null
      }
    >
      {item.description ? (
        <RichText html={item.description} />
      ) : (
        <p className={styles.none}>这件作品的说明正在整理中。</p>
      )}
    </DetailLayout>
  );
}
