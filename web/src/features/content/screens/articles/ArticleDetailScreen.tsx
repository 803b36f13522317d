import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { detailPath, LIST_PATHS } from '@/shared/routes';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { AsideCover } from '@/shared/ui/detail-layout/AsideCover';
import { DetailLayout } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailState } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { ServerText } from '@/shared/ui/server-text/ServerText';
import { EngagementBar } from '../../../engagement';
import { ItemText, useTextLang } from '../../components/ItemText';
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
  const { i18n } = useLingui();
  const list = { path: LIST_PATHS[article.type], label: i18n._(article.title) };
  return (
    <DetailState query={query} list={list}>
      {(item) => <ArticleView article={article} item={item} list={list} museum={museum} />}
    </DetailState>
  );
}

function ArticleView<S extends ArticleSummary, D extends ArticleDetail>({
  article,
  item,
  list,
  museum,
}: {
  article: ArticleModule<S, D>;
  item: D;
  list: { path: string; label: string };
  museum: string;
}) {
  const { i18n } = useLingui();
  const textLang = useTextLang(item);
  const text = (value: string | null | undefined) => value && <ServerText>{value}</ServerText>;
  const kicker = article.kicker(item, i18n);
  return (
    <DetailLayout
      list={list}
      textFirst
      readAloud
      title={item.title}
      textLang={textLang}
      kicker={kicker === undefined ? undefined : <span>{kicker}</span>}
      asideMedia={article.cover && <AsideCover src={article.cover(item)} />}
      facts={article.facts(item, { i18n, museum, text })}
      engagement={<EngagementBar item={{ module: article.type, resId: String(item.id) }} />}
      neighbours={{
        prev: item.prev,
        next: item.next,
        pathOf: (id) => detailPath(article.type, { id }),
      }}
    >
      <ItemText item={item}>
        <RichText html={item.content} />
      </ItemText>
    </DetailLayout>
  );
}
