import { AFFAIR_STATUS_LABELS, AffairStatus, ContentType } from '@museum/shared';
import { Link, useParams } from 'react-router';
import { useAffairs } from '../../api/content';
import { detailPath } from '../../app/paths';
import { ArticleRow } from '../../components/content-card/ArticleRow';
import { RowList } from '../../components/content-card/RowList';
import { FilterBar } from '../../components/filter-bar/FilterBar';
import { KeywordFilter } from '../../components/filter-bar/KeywordFilter';
import { ListState } from '../../components/list-state/ListState';
import { PageHero } from '../../components/page-hero/PageHero';
import { ListTop, Pager } from '../../components/pager/Pager';
import { useListParams } from '../../components/pager/useListParams';
import { usePageTitle } from '../../hooks/usePageTitle';
import styles from './AffairList.module.css';

const KEYS = ['keyword'] as const;
const PAGE_SIZE = 10;
const TABS = Object.values(AffairStatus);

/** /affair/{tab?}: the tab is the affair status; news (1) when absent. */
export default function AffairList() {
  const params = useParams();
  const tab = TABS.find((status) => String(status) === params.tab) ?? AffairStatus.news;
  usePageTitle(`馆务 · ${AFFAIR_STATUS_LABELS[tab]}`);
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const query = useAffairs({
    status: tab,
    pageNum: page,
    pageSize: PAGE_SIZE,
    keyword: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];
  return (
    <>
      <PageHero kicker="About the museum" title="馆务" lead="本馆新闻、馆务公开信息与媒体报道。" />
      <div className="page-container">
        <FilterBar
          aside={
            <KeywordFilter
              value={values.keyword}
              placeholder="搜索标题"
              onChange={(keyword) => setFilter({ keyword })}
            />
          }
        >
          <nav className={styles.tabs} aria-label="馆务栏目">
            {TABS.map((status) => (
              <Link
                key={status}
                to={`/affair/${status}`}
                className={styles.tab}
                aria-current={status === tab ? 'page' : undefined}
              >
                {AFFAIR_STATUS_LABELS[status]}
              </Link>
            ))}
          </nav>
        </FilterBar>
        <ListTop />
        <section aria-label={`${AFFAIR_STATUS_LABELS[tab]}列表`}>
          <ListState query={query} empty="暂无内容">
            <RowList
              items={rows}
              keyOf={(item) => item.id}
              render={(item) => (
                <ArticleRow
                  to={detailPath(ContentType.affair, item)}
                  title={item.title}
                  date={item.publishedAt}
                  summary={item.summary}
                  cover={item.cover}
                  tags={item.source ? <span>来源：{item.source}</span> : undefined}
                />
              )}
            />
          </ListState>
          <Pager pageNum={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
        </section>
      </div>
    </>
  );
}
