import { ContentType, DictType } from '@museum/shared';
import { useDict, usePolicies } from '../../api/content';
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

export default function PolicyList() {
  usePageTitle('政策法规');
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const { data: types } = useDict(DictType.policyType);
  const query = usePolicies({
    pageNum: page,
    pageSize: PAGE_SIZE,
    type: values.type || undefined,
    keyword: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];
  return (
    <>
      <PageHero
        kicker="Policies"
        title="政策法规"
        lead="本馆依法开展收藏、展示、研究与公共服务。这里汇集相关法律法规的学习要点与本馆各项制度。"
      />
      <div className="page-container">
        <FilterBar
          aside={
            <KeywordFilter
              value={values.keyword}
              placeholder="输入标题或文号"
              onChange={(keyword) => setFilter({ keyword })}
            />
          }
        >
          <FilterGroup
            label="类别"
            options={[{ value: '', label: '全部' }, ...(types ?? [])]}
            value={values.type}
            onChange={(type) => setFilter({ type })}
          />
        </FilterBar>
        <ListTop />
        <section aria-label="政策法规列表">
          <ListState query={query} empty="暂无符合条件的政策法规">
            <RowList
              items={rows}
              keyOf={(item) => item.id}
              render={(item) => (
                <ArticleRow
                  to={detailPath(ContentType.policy, item)}
                  title={item.title}
                  date={item.publishedAt}
                  summary={item.summary}
                  tags={
                    <>
                      <span>{item.typeLabel}</span>
                      <span>{item.issuer}</span>
                      {item.docNumber && <span>{item.docNumber}</span>}
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
