import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTENT_TYPES,
  ContentType,
  SEARCH_COUNT_CAP,
  type SearchHit,
  type SearchResult,
} from '@museum/shared';
import { Link, useNavigate, useParams } from 'react-router';
import { RequestError } from '@/shared/api/request';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { detailPath, searchPath } from '@/shared/routes';
import { RowCover } from '@/shared/ui/cover-image/RowCover';
import { ListState } from '@/shared/ui/list-state/ListState';
import { ListTop, Pager } from '@/shared/ui/pager/Pager';
import { useListParams } from '@/shared/ui/pager/useListParams';
import { useSearch } from '../api';
import { SearchBox } from '../components/SearchBox';
import styles from './Search.module.css';

const NO_KEYS = [] as const;
const PAGE_SIZE = 10;
/** Words that find something in the demo museum, in the page's language (the English index holds English). */
const SUGGESTIONS: MessageDescriptor[] = [
  msg`丝绸之路`,
  msg`青花瓷`,
  msg`艾德莱斯`,
  msg`龟兹`,
  msg`天山`,
  msg`书法`,
];

/** The modules' names as the tabs show them (CONTENT_TYPE_LABELS, in the page's language). */
const MODULE_LABELS: Record<ContentType, MessageDescriptor> = {
  [ContentType.exhibition]: msg({ message: '展览', context: 'search module' }),
  [ContentType.education]: msg({ message: '公共教育', context: 'search module' }),
  [ContentType.collection]: msg({ message: '典藏', context: 'search module' }),
  [ContentType.artist]: msg({ message: '艺术家', context: 'search module' }),
  [ContentType.academic]: msg({ message: '学术', context: 'search module' }),
  [ContentType.notice]: msg({ message: '公告', context: 'search module' }),
  [ContentType.policy]: msg({ message: '政策法规', context: 'search module' }),
  [ContentType.affair]: msg({ message: '馆务', context: 'search module' }),
};

const moduleOf = (value: string | undefined): ContentType => {
  const number = Number(value);
  return (CONTENT_TYPES as readonly number[]).includes(number)
    ? (number as ContentType)
    : ContentType.exhibition;
};

/** A module's hit count as shown: "1000+" past the cap the server counts to. */
const countOf = (result: SearchResult, module: ContentType) =>
  result.capped.includes(module) ? `${SEARCH_COUNT_CAP}+` : String(result.counts[module]);

/** /search/{module?}/{searchValue?}: module tabs with hit counts, highlighted results, pages. */
export default function Search() {
  const params = useParams();
  const navigate = useNavigate();
  const module = moduleOf(params.module);
  const keyword = (params.searchValue ?? '').trim();
  const { t, i18n } = useLingui();
  usePageTitle(keyword ? t`搜索“${keyword}”` : t`搜索`);
  const { page, setPage } = useListParams(NO_KEYS);
  const query = useSearch({ module, keyword, pageNum: page, pageSize: PAGE_SIZE }, keyword.length > 0);
  const result = query.data;
  const problem =
    query.error instanceof RequestError ? (query.error.serverMessage ?? query.error.message) : null;
  const elsewhere = result ? CONTENT_TYPES.filter((m) => m !== module && result.counts[m] > 0) : [];
  const labelOf = (m: ContentType) => i18n._(MODULE_LABELS[m]);
  const label = labelOf(module);
  const suggestions = SUGGESTIONS.map((word) => i18n._(word));

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div className="page-container">
          <h1 className={styles.title}>
            {keyword ? <Trans>搜索“{keyword}”</Trans> : <Trans>全站搜索</Trans>}
          </h1>
          <div className={styles.box}>
            <SearchBox
              key={keyword}
              defaultValue={keyword}
              module={module}
              jump={false}
              onSearch={(value) => navigate(searchPath(module, value))}
            />
          </div>
          {keyword && (
            <nav className={styles.tabs} aria-label={t`按栏目查看结果`}>
              {CONTENT_TYPES.map((m) => (
                <Link
                  key={m}
                  to={searchPath(m, keyword)}
                  className={styles.tab}
                  aria-current={m === module ? 'page' : undefined}
                  replace
                >
                  {labelOf(m)}
                  <span className={styles.count}>{result ? countOf(result, m) : '·'}</span>
                </Link>
              ))}
            </nav>
          )}
        </div>
      </header>

      <div className="page-container">
        {!keyword ? (
          <section className={styles.idle} aria-label={t`搜索建议`}>
            <p>
              <Trans>搜索展览、公共教育活动、馆藏作品、艺术家、学术、公告、政策法规与馆务。试试这些：</Trans>
            </p>
            <ul className={styles.suggestions}>
              {suggestions.map((word) => (
                <li key={word}>
                  <Link to={searchPath(ContentType.exhibition, word)} className={styles.suggestion}>
                    {word}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : (
          <section aria-label={t`${label}搜索结果`}>
            <ListTop />
            {result && (
              <p className={styles.summary} aria-live="polite">
                <Summary result={result} module={module} label={label} />
              </p>
            )}
            <ListState
              query={query}
              empty={t`“${label}”中没有找到与“${keyword}”相关的内容`}
              emptyText={
                elsewhere.length > 0
                  ? t`其他栏目有相关内容：`
                  : t`换一个更短的关键词，或检查一下错别字再试试。`
              }
              emptyAction={
                elsewhere.length > 0 ? (
                  <ul className={styles.elsewhere} aria-label={t`其他栏目的结果`}>
                    {elsewhere.map((m) => (
                      <li key={m}>
                        <Link to={searchPath(m, keyword)} replace className={styles.suggestion}>
                          {labelOf(m)}
                          <span className={styles.count}>{result && countOf(result, m)}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <ul className={styles.elsewhere} aria-label={t`试试这些关键词`}>
                    {suggestions.map((word) => (
                      <li key={word}>
                        <Link to={searchPath(module, word)} className={styles.suggestion}>
                          {word}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )
              }
            >
              <ul className={styles.hits}>
                {result?.rows.map((hit) => (
                  <li key={`${hit.module}-${hit.id}`}>
                    <Hit hit={hit} />
                  </li>
                ))}
              </ul>
            </ListState>
            <Pager pageNum={page} pageSize={PAGE_SIZE} total={result?.total ?? 0} onChange={setPage} />
          </section>
        )}
      </div>
    </div>
  );
}

/** How many hits the module has: all of them, or past the cap, the most relevant the server counted to. */
function Summary({ result, module, label }: { result: SearchResult; module: ContentType; label: string }) {
  const count = result.counts[module];
  const cap = SEARCH_COUNT_CAP;
  return result.capped.includes(module) ? (
    <Trans>
      在“{label}”中找到 {cap}+ 条结果，以下是最相关的 {cap} 条
    </Trans>
  ) : (
    <Trans>
      在“{label}”中找到 {count} 条结果
    </Trans>
  );
}

/** One result; title and snippet arrive HTML-escaped from the server with only <em> marks added. */
function Hit({ hit }: { hit: SearchHit }) {
  const { i18n } = useLingui();
  return (
    <article className={styles.hit}>
      <div className={styles.hitBody}>
        <p className={styles.hitMeta}>
          <span className={styles.hitModule}>{i18n._(MODULE_LABELS[hit.module])}</span>
          {hit.date && <span>{hit.date}</span>}
        </p>
        <h2 className={styles.hitTitle}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <em> marks only */}
          <Link to={detailPath(hit.module, hit)} dangerouslySetInnerHTML={{ __html: hit.title }} />
        </h2>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the server, <em> marks only */}
        <p className={styles.snippet} dangerouslySetInnerHTML={{ __html: hit.snippet }} />
      </div>
      {hit.cover && <RowCover src={hit.cover} width={160} className={styles.hitCover} />}
    </article>
  );
}
