import { CONTENT_TYPE_LABELS, type ContentType, type ListResult } from '@museum/shared';
import type { ComponentType } from 'react';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { FilterBar, FilterGroup } from '@/shared/ui/filter-bar/FilterBar';
import { KeywordFilter } from '@/shared/ui/filter-bar/KeywordFilter';
import { ListScreen } from '@/shared/ui/list-screen/ListScreen';
import type { ListQuery } from '@/shared/ui/list-state/ListState';
import { numberOrUndefined, useListParams } from '@/shared/ui/pager/useListParams';
import { useDict } from '../api';
import { CardGrid } from '../components/CardGrid';

const KEYS = ['status', 'type', 'keyword'] as const;
const PAGE_SIZE = 9;
const ALL = 'all';

/** The query of a list filtered by status, type and keyword. */
export interface StatusQuery {
  pageNum: number;
  pageSize: number;
  status?: number;
  type?: string;
  keyword?: string;
}

/** Exhibitions or education events: the same grid of cards, filtered by status, then by type. */
export interface StatusList<T extends { id: number }> {
  /** Its name is the list's title. */
  module: typeof ContentType.exhibition | typeof ContentType.education;
  /** What one of them is called: it names the filters (展览状态, 展览类型), the list and the choice of all. */
  noun: string;
  kicker: string;
  lead: string;
  /** The statuses in the filter's order; the list starts with the first, the one most visitors come for. */
  statuses: readonly number[];
  statusNames: Record<number, string>;
  dict: string;
  keyword?: string;
  empty: string;
  /** What the list says when nothing is in the starting status. */
  emptyAtStart?: string;
  useList: (query: StatusQuery) => ListQuery & { data?: ListResult<T> };
  /** A card of the list; the first one's picture loads at once (`eager`), as it is in the first screenful. */
  Card: ComponentType<{ item: T; eager?: boolean }>;
}

export function StatusListScreen<T extends { id: number }>({ list }: { list: StatusList<T> }) {
  const title = CONTENT_TYPE_LABELS[list.module];
  usePageTitle(title);
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const start = String(list.statuses[0]);
  const status = values.status || start;
  const { data: types } = useDict(list.dict);
  const query = list.useList({
    pageNum: page,
    pageSize: PAGE_SIZE,
    status: status === ALL ? undefined : numberOrUndefined(status),
    type: values.type || undefined,
    keyword: values.keyword || undefined,
  });

  return (
    <ListScreen
      kicker={list.kicker}
      title={title}
      lead={list.lead}
      filters={
        <FilterBar
          aside={
            <KeywordFilter
              value={values.keyword}
              placeholder={list.keyword}
              onChange={(keyword) => setFilter({ keyword })}
            />
          }
        >
          <FilterGroup
            label={`${list.noun}状态`}
            options={[
              ...list.statuses.map((value) => ({ value: String(value), label: list.statusNames[value]! })),
              { value: ALL, label: `全部${list.noun}` },
            ]}
            value={status}
            onChange={(value) => setFilter({ status: value === start ? '' : value })}
          />
          <FilterGroup
            label={`${list.noun}类型`}
            options={[{ value: '', label: '全部' }, ...(types ?? [])]}
            value={values.type}
            onChange={(type) => setFilter({ type })}
          />
        </FilterBar>
      }
      label={`${list.noun}列表`}
      style={{ paddingTop: 32 }}
      query={query}
      empty={(status === start && list.emptyAtStart) || list.empty}
      pageNum={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <CardGrid
        items={query.data?.rows ?? []}
        keyOf={(item) => item.id}
        render={(item, index) => <list.Card item={item} eager={index === 0} />}
      />
    </ListScreen>
  );
}
