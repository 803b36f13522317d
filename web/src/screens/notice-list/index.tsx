import { ContentType } from '@museum/shared';
import { useNotices } from '../../api/content';
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
import styles from './NoticeList.module.css';

const KEYS = ['keyword'] as const;
const PAGE_SIZE = 10;

export default function NoticeList() {
  usePageTitle('公告');
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const query = useNotices({ pageNum: page, pageSize: PAGE_SIZE, keyword: values.keyword || undefined });
  const rows = query.data?.rows ?? [];
  return (
    <>
      <PageHero
        kicker="Notices"
        title="公告"
        lead="开放安排、参观须知与服务信息。出发前看一看，参观更从容。"
      />
      <div className="page-container">
        <FilterBar>
          <div className={styles.search}>
            <KeywordFilter
              value={values.keyword}
              placeholder="搜索公告标题"
              onChange={(keyword) => setFilter({ keyword })}
            />
          </div>
        </FilterBar>
        <ListTop />
        <section aria-label="公告列表">
          <ListState query={query} empty="暂无符合条件的公告">
            <RowList
              items={rows}
              keyOf={(item) => item.id}
              render={(item) => (
                <ArticleRow
                  to={detailPath(ContentType.notice, item)}
                  title={item.title}
                  date={item.publishedAt}
                  summary={item.summary}
                  pinned={item.pinned}
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
