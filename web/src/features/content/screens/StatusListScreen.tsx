import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ContentType, ListResult } from '@museum/shared';
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
  module: typeof ContentType.exhibition | typeof ContentType.education;
  /** The list's title, and the tab's. */
  title: MessageDescriptor;
  kicker: MessageDescriptor;
  lead: MessageDescriptor;
  /** The statuses in the filter's order; the list starts with the first, the one most visitors come for. */
  statuses: readonly number[];
  statusNames: Record<number, MessageDescriptor>;
  /** The filters' names (展览状态, 展览类型), the choice of every status (全部展览) and the list's name. */
  labels: {
    status: MessageDescriptor;
    type: MessageDescriptor;
    all: MessageDescriptor;
    list: MessageDescriptor;
  };
  dict: string;
  keyword?: MessageDescriptor;
  empty: MessageDescriptor;
  /** What the list says when nothing is in the starting status. */
  emptyAtStart?: MessageDescriptor;
  useList: (query: StatusQuery) => ListQuery & { data?: ListResult<T> };
  /** A card of the list; the first one's picture loads at once (`eager`), as it is in the first screenful. */
  Card: ComponentType<{ item: T; eager?: boolean }>;
}

export function StatusListScreen<T extends { id: number }>({ list }: { list: StatusList<T> }) {
  const { i18n, t } = useLingui();
  const title = i18n._(list.title);
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
  const empty = status === start && list.emptyAtStart ? list.emptyAtStart : list.empty;

  return (
    <ListScreen
      kicker={i18n._(list.kicker)}
      title={title}
      lead={i18n._(list.lead)}
      filters={
        <FilterBar
          aside={
            <KeywordFilter
              value={values.keyword}
              placeholder={list.keyword && i18n._(list.keyword)}
              onChange={(keyword) => setFilter({ keyword })}
            />
          }
        >
          <FilterGroup
            label={i18n._(list.labels.status)}
            options={[
              ...list.statuses.map((value) => ({
                value: String(value),
                label: i18n._(list.statusNames[value]!),
              })),
              { value: ALL, label: i18n._(list.labels.all) },
            ]}
            value={status}
            onChange={(value) => setFilter({ status: value === start ? '' : value })}
          />
          <FilterGroup
            label={i18n._(list.labels.type)}
            options={[{ value: '', label: t`全部` }, ...(types ?? [])]}
            value={values.type}
            onChange={(type) => setFilter({ type })}
          />
        </FilterBar>
      }
      label={i18n._(list.labels.list)}
      style={{ paddingTop: 32 }}
      query={query}
      empty={i18n._(empty)}
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
