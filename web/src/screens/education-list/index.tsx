import { DictType, EDUCATION_STATUS_LABELS, EducationStatus } from '@museum/shared';
import { useDict, useEducationList } from '../../api/content';
import { CardGrid } from '../../components/content-card/CardGrid';
import { EventCard } from '../../components/content-card/EventCard';
import { FilterBar, FilterGroup } from '../../components/filter-bar/FilterBar';
import { KeywordFilter } from '../../components/filter-bar/KeywordFilter';
import { ListState } from '../../components/list-state/ListState';
import { PageHero } from '../../components/page-hero/PageHero';
import { ListTop, Pager } from '../../components/pager/Pager';
import { numberOrUndefined, useListParams } from '../../components/pager/useListParams';
import { usePageTitle } from '../../hooks/usePageTitle';

const KEYS = ['status', 'type', 'keyword'] as const;
const PAGE_SIZE = 9;
/** Events that can be booked now come first: that is what brings most visitors here. */
const DEFAULT_STATUS = String(EducationStatus.reservation);
const ALL = 'all';

const STATUS_OPTIONS = [
  ...[EducationStatus.reservation, EducationStatus.preview, EducationStatus.review].map((status) => ({
    value: String(status),
    label: EDUCATION_STATUS_LABELS[status],
  })),
  { value: ALL, label: '全部活动' },
];

export default function EducationList() {
  usePageTitle('公共教育');
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const status = values.status || DEFAULT_STATUS;
  const { data: types } = useDict(DictType.educationType);
  const query = useEducationList({
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
        kicker="Learning"
        title="公共教育"
        lead="讲座、工作坊、亲子美育与专题导览，为不同年龄的观众打开走近艺术的门。活动免费，需预约的请提前报名。"
      />
      <div className="page-container">
        <FilterBar
          aside={
            <KeywordFilter
              value={values.keyword}
              placeholder="输入活动名称或主讲人"
              onChange={(keyword) => setFilter({ keyword })}
            />
          }
        >
          <FilterGroup
            label="活动状态"
            options={STATUS_OPTIONS}
            value={status}
            onChange={(value) => setFilter({ status: value === DEFAULT_STATUS ? '' : value })}
          />
          <FilterGroup
            label="活动类型"
            options={[{ value: '', label: '全部' }, ...(types ?? [])]}
            value={values.type}
            onChange={(type) => setFilter({ type })}
          />
        </FilterBar>
        <ListTop />
        <section aria-label="活动列表" style={{ paddingTop: 32 }}>
          <ListState
            query={query}
            empty={status === DEFAULT_STATUS ? '近期暂无可预约的活动，看看活动预告吧' : '暂无符合条件的活动'}
          >
            <CardGrid items={rows} keyOf={(item) => item.id} render={(item) => <EventCard item={item} />} />
          </ListState>
          <Pager pageNum={page} pageSize={PAGE_SIZE} total={query.data?.total ?? 0} onChange={setPage} />
        </section>
      </div>
    </>
  );
}
