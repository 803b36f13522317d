import { ContentType, DictType } from '@museum/shared';
import { useAcademicList, useDict } from '../../api/content';
import { detailPath } from '../../app/paths';
import { ArticleRow } from '../../components/content-card/ArticleRow';
import { RowList } from '../../components/content-card/RowList';
import { FilterBar, FilterGroup } from '../../components/filter-bar/FilterBar';
import { KeywordFilter } from '../../components/filter-bar/KeywordFilter';
import { ListState } from '../../components/list-state/ListState';
import { PageHero } from '../../components/page-hero/PageHero';
import { ListTop, Pager } from '../../components/pager/Pager';
import { useListParams } from '../../components/pager/useListParams';
import { usePageTitle } from '../../hooks/usePageTitle';

const KEYS = ['type', 'keyword'] as const;
const PAGE_SIZE = 10;

export default function AcademicList() {
  usePageTitle('学术研究');
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const { data: types } = useDict(DictType.academicType);
  const query = useAcademicList({
    pageNum: page,
    pageSize: PAGE_SIZE,
    type: values.type || undefined,
    keyword: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];
  return (
    <>
      <PageHero
        kicker="Research"
        title="学术研究"
        lead="本馆研究人员与合作学者的研究成果、学术会议、出版物与研究项目。"
      />
      <div className="page-container">
        <FilterBar
          aside={
            <KeywordFilter
              value={values.keyword}
              placeholder="输入题目或作者"
              onChange={(keyword) => setFilter({ keyword })}
            />
          }
        >
          <FilterGroup
            label="类型"
            options={[{ value: '', label: '全部' }, ...(types ?? [])]}
            value={values.type}
            onChange={(type) => setFilter({ type })}
          />
        </FilterBar>
        <ListTop />
        <section aria-label="学术研究列表">
          <ListState query={query} empty="暂无符合条件的学术内容">
            <RowList
              items={rows}
              keyOf={(item) => item.id}
              render={(item) => (
                <ArticleRow
                  to={detailPath(ContentType.academic, item)}
                  title={item.title}
                  date={item.publishedAt}
                  summary={item.summary}
                  cover={item.cover}
                  tags={
                    <>
                      <span>{item.typeLabel}</span>
                      {item.author && <span>{item.author}</span>}
                    </>
                  }
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
