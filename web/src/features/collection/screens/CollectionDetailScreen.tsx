import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, LANGUAGE_TAGS, type Language, type Work, workFacts } from '@museum/shared';
import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '@/shared/i18n';
import { chineseLang } from '@/shared/lib/text-lang';
import { detailPath } from '@/shared/routes';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { DetailLayout, type Fact, RelatedSection } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { ServerText } from '@/shared/ui/server-text/ServerText';
import { EngagementBar } from '../../engagement';
import { useCulDetail, useCulList, type WorkInLanguage } from '../api';
import { DeepZoomViewer } from '../components/DeepZoomViewer';
import { summaryOf, WorkGrid } from '../components/WorkCard';
import { yearIn } from '../work-text';
import styles from './CollectionDetail.module.css';

const LIST_LABEL = msg`典藏`;
const listOf = (i18n: I18n) => ({ path: '/collection', label: i18n._(LIST_LABEL) });
/** Other works of the same category shown under a work. */
const RELATED_COUNT = 8;

/** The names of a work's catalogue facts (workFacts gives them in Chinese), by the field they show. */
const FACT_NAMES: Record<ReturnType<typeof workFacts>[number]['key'], MessageDescriptor> = {
  author: msg({ message: '作者', context: 'a work of the collection' }),
  year: msg({ message: '年代', context: 'a work of the collection' }),
  categoryName: msg({ message: '门类', context: 'a work of the collection' }),
  material: msg({ message: '材质', context: 'a work of the collection' }),
  size: msg({ message: '尺寸', context: 'a work of the collection' }),
  weight: msg({ message: '质量', context: 'a work of the collection' }),
  level: msg({ message: '级别', context: 'a work of the collection' }),
  source: msg({ message: '来源', context: 'a work of the collection' }),
  culId: msg({ message: '藏品编号', context: 'a work of the collection' }),
};

export default function CollectionDetailScreen() {
  const { i18n } = useLingui();
  return <DetailScreen useItem={useWorkOfAddress} list={listOf(i18n)} View={WorkView} />;
}

/** The work the address names: its culId (`:id`) and its name. */
function useWorkOfAddress(culId: string | undefined) {
  const { name } = useParams();
  return useCulDetail(culId, name);
}

/** The catalogue facts a work has, the maker linking to the artist directory when listed there. */
function catalogueFacts(work: Work, i18n: I18n, language: Language): Fact[] {
  return workFacts(work).map(({ key, value }) => ({
    label: i18n._(FACT_NAMES[key]),
    value:
      key === 'author' && work.artistId ? (
        <Link to={detailPath(ContentType.artist, { id: work.artistId })}>
          <ServerText>{value}</ServerText>
        </Link>
      ) : (
        <ServerText>{key === 'year' ? yearIn(language, value) : value}</ServerText>
      ),
  }));
}

/** Works of the same category, read from the list call every installation has. */
function RelatedWorks({ work }: { work: Work }) {
  const { t } = useLingui();
  const { data } = useCulList({
    pageIndex: 1,
    pageSize: RELATED_COUNT + 1,
    culCategory: work.category ?? undefined,
  });
  const related = (data?.rows ?? []).filter((other) => other.id !== work.id).slice(0, RELATED_COUNT);
  if (!work.category || !related.length) return null;
  return (
    <RelatedSection title={t`相关藏品`}>
      <WorkGrid works={related.map(summaryOf)} />
    </RelatedSection>
  );
}

function WorkView({ item }: { item: WorkInLanguage }) {
  const { i18n, t } = useLingui();
  const language = useLanguage();
  const untranslated = language === 'en' && item.lang === 'zh';
  const kicker = [item.categoryName, yearIn(language, item.year)].filter((part): part is string => !!part);
  const cover = (
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
  const media = item.images.length ? (
    <DeepZoomViewer images={item.images} title={item.culName} />
  ) : chineseLang(item.culName, language) ? (
    // Its name, the picture's alt, is Chinese.
    <div lang={LANGUAGE_TAGS.zh}>{cover}</div>
  ) : (
    cover
  );
  const description = !item.description ? null : untranslated ? (
    <div lang={LANGUAGE_TAGS.zh}>
      <RichText html={item.description} />
    </div>
  ) : (
    <RichText html={item.description} />
  );
  return (
    <DetailLayout
      list={listOf(i18n)}
      title={item.culName}
      textLang={untranslated ? LANGUAGE_TAGS.zh : undefined}
      kicker={
        <span>
          {kicker.map((part, index) => (
            <Fragment key={part}>
              {index > 0 && ' · '}
              <ServerText>{part}</ServerText>
            </Fragment>
          ))}
        </span>
      }
      subtitle={item.author}
      media={media}
      facts={catalogueFacts(item, i18n, language)}
      actions={
        item.manifest && (
          <a
            className={styles.iiif}
            href={item.manifest}
            target="_blank"
            rel="noopener noreferrer"
            title={t`国际图像互操作框架（IIIF）清单，可在其他图像查看器中打开本作品`}
          >
            <Trans>开放图像数据（IIIF）</Trans>
            <span className="visually-hidden">
              <Trans>（在新窗口打开）</Trans>
            </span>
          </a>
        )
      }
      engagement={<EngagementBar item={{ module: ContentType.collection, resId: item.id }} />}
      after={<RelatedWorks work={item} />}
    >
      {untranslated && (
        <p className={styles.untranslated} role="note">
          <Trans>本条目暂无英文版本，以下为中文原文。</Trans>
        </p>
      )}
      {description ?? (
        <p className={styles.none}>
          <Trans>这件作品的说明正在整理中。</Trans>
        </p>
      )}
    </DetailLayout>
  );
}
