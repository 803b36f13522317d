import { useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { useLanguage } from '@/shared/i18n';
import { detailPath, LIST_PATHS } from '@/shared/routes';
import { FilterBar, FilterGroup } from '@/shared/ui/filter-bar/FilterBar';
import { KeywordFilter } from '@/shared/ui/filter-bar/KeywordFilter';
import { ListScreen } from '@/shared/ui/list-screen/ListScreen';
import { useListParams } from '@/shared/ui/pager/useListParams';
import { useDict } from '../../api';
import { ArticleRow } from '../../components/ArticleRow';
import { RowList } from '../../components/RowList';
import styles from './ArticleList.module.css';
import type { ArticleDetail, ArticleModule, ArticleSections, ArticleSummary } from './article-module';

const KEYS = ['type', 'keyword'] as const;
const PAGE_SIZE = 10;

/** The section the route names, or the first; undefined for a module without sections. */
function useSection(sections: ArticleSections | undefined) {
  const { tab } = useParams();
  return sections && (sections.values.find((status) => String(status) === tab) ?? sections.values[0]);
}

/** The list of an article module: filters kept in the address, rows by date, pages. */
export function ArticleListScreen<S extends ArticleSummary, D extends ArticleDetail>({
  article,
}: {
  article: ArticleModule<S, D>;
}) {
  const { i18n, t } = useLingui();
  const title = i18n._(article.title);
  const section = useSection(article.sections);
  const sectionName = section === undefined ? undefined : i18n._(article.sections!.names[section]!);
  usePageTitle(sectionName ? `${title} · ${sectionName}` : title);
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const { data: types } = useDict(article.typeFilter?.dict);
  const query = article.useList({
    status: section,
    pageNum: page,
    pageSize: PAGE_SIZE,
    type: (article.typeFilter && values.type) || undefined,
    keyword: values.keyword || undefined,
  });
  // The English site lists only what has English: with nothing asked for, an empty list means none yet.
  const empty =
    useLanguage() === 'en' && !values.keyword && !values.type
      ? t`这里暂时还没有英文内容。`
      : i18n._(article.empty);
  const listed = sectionName ?? title;
  const listName = t`${listed}列表`;
  const keyword = (
    <KeywordFilter
      value={values.keyword}
      placeholder={i18n._(article.keyword)}
      onChange={(keyword) => setFilter({ keyword })}
    />
  );
  const filterRows = article.typeFilter ? (
    <FilterGroup
      label={i18n._(article.typeFilter.label)}
      options={[{ value: '', label: t`全部` }, ...(types ?? [])]}
      value={values.type}
      onChange={(type) => setFilter({ type })}
    />
  ) : article.sections && section !== undefined ? (
    <nav className={styles.tabs} aria-label={i18n._(article.sections.label)}>
      {article.sections.values.map((status) => (
        <Link
          key={status}
          to={`${LIST_PATHS[article.type]}/${status}`}
          className={styles.tab}
          aria-current={status === section ? 'page' : undefined}
        >
          {i18n._(article.sections!.names[status]!)}
        </Link>
      ))}
    </nav>
  ) : null;

  return (
    <ListScreen
      kicker={i18n._(article.hero.kicker)}
      title={title}
      lead={i18n._(article.hero.lead)}
      filters={
        filterRows ? (
          <FilterBar aside={keyword}>{filterRows}</FilterBar>
        ) : (
          <FilterBar>
            <div className={styles.search}>{keyword}</div>
          </FilterBar>
        )
      }
      label={listName}
      query={query}
      empty={empty}
      pageNum={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <RowList
        items={query.data?.rows ?? []}
        keyOf={(item) => item.id}
        render={(item) => (
          <ArticleRow
            to={detailPath(article.type, item)}
            title={item.title}
            date={item.publishedAt}
            summary={item.summary}
            {...article.row(item, i18n)}
          />
        )}
      />
    </ListScreen>
  );
}
