import { useParams } from 'react-router';
import { detailPath, LIST_PATHS } from '@/shared/routes';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { AsideCover } from '@/shared/ui/detail-layout/AsideCover';
import { DetailLayout } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailState } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { EngagementBar } from '../../../engagement';
import type { ArticleDetail, ArticleModule, ArticleSummary } from './article-module';

/** One article: its text first, the facts box beside it (below on phones), and the articles before and after. */
export function ArticleDetailScreen<S extends ArticleSummary, D extends ArticleDetail>({
  article,
}: {
  article: ArticleModule<S, D>;
}) {
  const { id } = useParams();
  const query = article.useItem(id);
  const museum = useSiteName();
  const list = { path: LIST_PATHS[article.type], label: article.title };
  return (
    <DetailState query={query} list={list}>
      {(item) => {
        const kicker = article.kicker(item);
        return (
          <DetailLayout
            list={list}
            textFirst
            readAloud
            title={item.title}
            kicker={kicker === undefined ? undefined : <span>{kicker}</span>}
            asideMedia={article.cover && <AsideCover src={article.cover(item)} />}
            facts={article.facts(item, museum)}
            engagement={<EngagementBar item={{ module: article.type, resId: String(item.id) }} />}
            neighbours={{
              prev: item.prev,
              next: item.next,
              pathOf: (id) => detailPath(article.type, { id }),
            }}
          >
            <RichText html={item.content} />
          </DetailLayout>
        );
      }}
    </DetailState>
  );
}
