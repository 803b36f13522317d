import { DictType, EXHIBITION_STATUS_LABELS, ExhibitionStatus } from '@museum/shared';
import { useDict, useExhibitions } from '../../api/content';
import { CardGrid } from '../../components/content-card/CardGrid';
import { ExhibitionCard } from '../../components/content-card/ExhibitionCard';
import { FilterBar, FilterGroup } from '../../components/filter-bar/FilterBar';
import { KeywordFilter } from '../../components/filter-bar/KeywordFilter';
import { ListState } from '../../components/list-state/ListState';
import { PageHero } from '../../components/page-hero/PageHero';
import { ListTop, Pager } from '../../components/pager/Pager';
import { numberOrUndefined, useListParams } from '../../components/pager/useListParams';
import { usePageTitle } from '../../hooks/usePageTitle';

const KEYS = ['status', 'type', 'keyword'] as const;
const PAGE_SIZE = 9;
/** What is on now is what most visitors come for, so it is the list's starting point. */
const DEFAULT_STATUS = String(ExhibitionStatus.ongoing);
const ALL = 'all';

const STATUS_OPTIONS = [
  ...[ExhibitionStatus.ongoing, ExhibitionStatus.upcoming, ExhibitionStatus.ended].map((status) => ({
    value: String(status),
    label: EXHIBITION_STATUS_LABELS[status],
  })),
  { value: ALL, label: '全部展览' },
];

export default function ExhibitionList() {
  usePageTitle('展览');
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const status = values.status || DEFAULT_STATUS;
  const { data: types } = useDict(DictType.exhibitionType);
  const query = useExhibitions({
    pageNum: page,
    pageSize: PAGE_SIZE,
    status: status === ALL ? undefined : numberOrUndefined(status),
    type: values.type || undefined,
    keyword: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];

  return (
    <>
      <PageHero
        kicker="Exhibitions"
        title="展览"
        lead="常设陈列与专题展览，呈现新疆与丝绸之路沿线的古今艺术。全部展览免费参观，部分特展需预约场次。"
      />
      <div className="page-container">
        <FilterBar
          aside={<KeywordFilter value={values.keyword} onChange={(keyword) => setFilter({ keyword })} />}
        >
          <FilterGroup
            label="展览状态"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(value) => setFilter({ status: value === DEFAULT_STATUS ? '' : value })}
          />
          <FilterGroup
            label="展览类型"
            options={[{ value: '', label: '全部' }, ...(types ?? [])]}
            value={values.type}
            onChange={(type) => setFilter({ type })}
          />
        </FilterBar>
        <ListTop />
        <section aria-label="展览列表" style={{ paddingTop: 32 }}>
          <ListState query={query} empty="暂无符合条件的展览，换个条件试试">
            <CardGrid
              items={rows}
              keyOf={(item) => item.id}
              render={(item) => <ExhibitionCard item={item} />}
            />
          </ListState>
          <Pager pageNum={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
        </section>
      </div>
    </>
  );
}
