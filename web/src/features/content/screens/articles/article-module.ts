import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ContentType, Language, ListResult, Neighbour } from '@museum/shared';
import type { ReactNode } from 'react';
import type { Fact } from '@/shared/ui/detail-layout/DetailLayout';
import type { DetailQuery } from '@/shared/ui/detail-layout/DetailState';
import type { ListQuery } from '@/shared/ui/list-state/ListState';

/** Parts of a list the route names (`/affair/{tab}`); the first stands when it names none. */
export interface ArticleSections {
  label: MessageDescriptor;
  values: readonly number[];
  names: Record<number, MessageDescriptor>;
}

/** What every article of a list shows. */
export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  /** 'zh' on an English page when it has no English yet. */
  lang?: Language;
}

/** What the facts of an article are drawn with. */
export interface FactContext {
  i18n: I18n;
  museum: string;
  text: (value: string | null | undefined) => ReactNode;
}

/** What every article's own page shows. */
export interface ArticleDetail extends ArticleSummary {
  content: string;
  prev: Neighbour | null;
  next: Neighbour | null;
}

/** The filters of an article list, as sent to the server. */
export interface ArticleQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  type?: string;
  status?: number;
}

/**
 * An article module (学术研究, 公告, 政策法规, 馆务): its list screen and its detail screen are the same two
 * screens, told apart by this.
 */
export interface ArticleModule<S extends ArticleSummary, D extends ArticleDetail> {
  type:
    | typeof ContentType.academic
    | typeof ContentType.notice
    | typeof ContentType.policy
    | typeof ContentType.affair;
  /** The list's name: its heading, its tab title and the details' way back. */
  title: MessageDescriptor;
  hero: { kicker: MessageDescriptor; lead: MessageDescriptor };
  /** The keyword box's placeholder. */
  keyword: MessageDescriptor;
  /** A filter row by a dictionary (类型, 类别). */
  typeFilter?: { label: MessageDescriptor; dict: string };
  /** Parts of the list named by the route's `/{tab}` and sent as `status` (馆务: 新闻动态, 馆务公开, 媒体报道). */
  sections?: ArticleSections;
  empty: MessageDescriptor;
  useList: (query: ArticleQuery) => ListQuery & { data?: ListResult<S> };
  /** A row's picture, tags and pin beside its date, title and summary. */
  row: (item: S, i18n: I18n) => { cover?: string; tags?: ReactNode; pinned?: boolean };
  useItem: (id: string | undefined) => DetailQuery<D>;
  /** The detail's line above its title. */
  kicker: (item: D, i18n: I18n) => string | undefined;
  /** The picture at the top of the detail's facts box. */
  cover?: (item: D) => string;
  /** `text` marks a fact from the item's own text as Chinese where the item has no English. */
  facts: (item: D, context: FactContext) => Fact[];
}
