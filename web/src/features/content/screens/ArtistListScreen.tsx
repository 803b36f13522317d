import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ARTIST_INITIALS, type ArtistSummary, ContentType, DictType } from '@museum/shared';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { detailPath } from '@/shared/routes';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { CoverImage } from '@/shared/ui/cover-image/CoverImage';
import { FilterBar, FilterGroup } from '@/shared/ui/filter-bar/FilterBar';
import { KeywordFilter } from '@/shared/ui/filter-bar/KeywordFilter';
import { ListScreen } from '@/shared/ui/list-screen/ListScreen';
import { useListParams } from '@/shared/ui/pager/useListParams';
import { useArtistInitials, useArtists, useDict } from '../api';
import { lifeYears } from '../components/ArtistCard';
import styles from './ArtistList.module.css';

const KEYS = ['initial', 'category', 'keyword'] as const;
// English on the Chinese page; on the English page, words other than the title's.
const KICKER = msg({ message: 'Artists', comment: 'The heading band’s kicker above 艺术家名录' });
const PAGE_SIZE = 24;

/** Consecutive artists of the page under their initial, as a directory reads. */
function byInitial(rows: ArtistSummary[]) {
  const groups: { initial: string; artists: ArtistSummary[] }[] = [];
  for (const artist of rows) {
    const last = groups[groups.length - 1];
    if (last?.initial === artist.initial) last.artists.push(artist);
    else groups.push({ initial: artist.initial, artists: [artist] });
  }
  return groups;
}

/** One artist in the index: a representative work as a thumbnail, the name (the link), field and years. */
function ArtistEntry({ artist }: { artist: ArtistSummary }) {
  const { i18n } = useLingui();
  const years = lifeYears(artist, i18n);
  return (
    <article className={styles.entry}>
      <CoverImage
        src={artist.cover}
        alt=""
        ratio={1}
        widths={[96, 192, 288]}
        sizes="72px"
        className={styles.thumb}
      />
      <div className={styles.entryBody}>
        <h3 className={styles.name}>
          <Link to={detailPath(ContentType.artist, artist)} className={styles.nameLink}>
            {artist.name}
          </Link>
        </h3>
        <p className={styles.entryMeta}>
          <span>{artist.categoryLabel}</span>
          {years && <span>{years}</span>}
        </p>
        {artist.title && <p className={styles.entryTitle}>{artist.title}</p>}
      </div>
    </article>
  );
}

export default function ArtistListScreen() {
  const { i18n, t } = useLingui();
  usePageTitle(t`艺术家名录`);
  const museum = useSiteName();
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const { data: categories } = useDict(DictType.artistCategory);
  const { data: initials } = useArtistInitials(values.category || undefined);
  const query = useArtists({
    pageNum: page,
    pageSize: PAGE_SIZE,
    initial: values.initial || undefined,
    category: values.category || undefined,
    keyword: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];
  const counts = new Map(initials?.map((i) => [i.initial, i.count]));

  return (
    <ListScreen
      kicker={i18n._(KICKER)}
      title={t`艺术家名录`}
      lead={t`与${museum}结缘的艺术家：他们的作品入藏本馆、在本馆展出，或与我们一同研究新疆与丝路艺术。按姓名拼音首字母索引。`}
      filters={
        <>
          <FilterBar
            aside={
              <KeywordFilter
                value={values.keyword}
                label={t`艺术家姓名`}
                placeholder={t`输入艺术家姓名或拼音`}
                onChange={(keyword) => setFilter({ keyword })}
              />
            }
          >
            <FilterGroup
              label={t`艺术门类`}
              options={[{ value: '', label: t`全部` }, ...(categories ?? [])]}
              value={values.category}
              onChange={(category) => setFilter({ category, initial: '' })}
            />
          </FilterBar>
          <nav className={styles.index} aria-label={t`按拼音首字母索引`}>
            <button
              type="button"
              className={styles.letter}
              aria-pressed={!values.initial}
              onClick={() => setFilter({ initial: '' })}
            >
              {t`全部`}
            </button>
            {ARTIST_INITIALS.map((letter) => {
              const count = counts.get(letter) ?? 0;
              return (
                <button
                  key={letter}
                  type="button"
                  className={styles.letter}
                  aria-pressed={values.initial === letter}
                  aria-label={count ? t`${letter}，${count} 位艺术家` : t`${letter}，暂无艺术家`}
                  disabled={count === 0 && values.initial !== letter}
                  onClick={() => setFilter({ initial: letter })}
                >
                  {letter}
                </button>
              );
            })}
          </nav>
        </>
      }
      label={t`艺术家列表`}
      query={query}
      empty={t`没有找到符合条件的艺术家`}
      pageNum={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <div className={styles.directory}>
        {byInitial(rows).map((group) => (
          <section key={group.initial} className={styles.group} aria-labelledby={`initial-${group.initial}`}>
            <h2 id={`initial-${group.initial}`} className={styles.letterHeading}>
              <span className={styles.letterName}>{group.initial}</span>
            </h2>
            <ul className={styles.artists}>
              {group.artists.map((artist) => (
                <li key={artist.id}>
                  <ArtistEntry artist={artist} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ListScreen>
  );
}
