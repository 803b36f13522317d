import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '@/shared/hooks/usePageTitle';
import { FilterBar, FilterGroup } from '@/shared/ui/filter-bar/FilterBar';
import { KeywordFilter } from '@/shared/ui/filter-bar/KeywordFilter';
import { HeroCarousel } from '@/shared/ui/hero-carousel/HeroCarousel';
import { ListScreen } from '@/shared/ui/list-screen/ListScreen';
import { useListParams } from '@/shared/ui/pager/useListParams';
import { useCollectionBanners, useCulList, useCulTypes } from '../api';
import { summaryOf, WorkGrid } from '../components/WorkCard';
import styles from './CollectionList.module.css';

const KEYS = ['keyword'] as const;
const PAGE_SIZE = 20;
// English on the Chinese page; on the English page, words other than the title's.
const KICKER = msg({ message: 'Collection', comment: 'The heading band’s kicker above 典藏' });

/**
 * `/collection/{typeCode?}`: the works of one category (or all), with a name and pages kept in the address.
 */
export default function CollectionListScreen() {
  const { i18n, t } = useLingui();
  usePageTitle(t`典藏`);
  const { id: category = '' } = useParams();
  const navigate = useNavigate();
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const { data: banners } = useCollectionBanners();
  const { data: types } = useCulTypes();
  const chosen = types?.find((type) => type.code === category);
  const query = useCulList({
    pageIndex: page,
    pageSize: PAGE_SIZE,
    culCategory: category || undefined,
    culName: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];
  // Counts only when the service gives one for every type (the built-in service does).
  const total = types?.every((type) => type.count !== null)
    ? types.reduce((sum, type) => sum + (type.count ?? 0), 0)
    : undefined;

  const chooseType = (value: string) => {
    const search = values.keyword ? `?keyword=${encodeURIComponent(values.keyword)}` : '';
    navigate(`/collection${value ? `/${value}` : ''}${search}`, { replace: true, preventScrollReset: true });
  };

  return (
    <ListScreen
      banner={banners && banners.length > 0 && <HeroCarousel banners={banners} label={t`典藏推荐`} />}
      kicker={i18n._(KICKER)}
      title={t`典藏`}
      lead={t`馆藏书画、陶瓷、雕塑、织绣与摄影作品，可放大观看每一处笔触与纹理。`}
      filters={
        <>
          <FilterBar
            aside={
              <KeywordFilter
                value={values.keyword}
                onChange={(keyword) => setFilter({ keyword })}
                placeholder={t`藏品名称`}
              />
            }
          >
            <FilterGroup
              label={t`藏品门类`}
              options={[
                { value: '', label: t`全部`, extra: total ? <Count n={total} /> : null },
                ...(types ?? []).map((type) => ({
                  value: type.code,
                  label: type.name,
                  extra: type.count === null ? null : <Count n={type.count} />,
                })),
              ]}
              value={category}
              onChange={chooseType}
            />
          </FilterBar>
          {chosen?.intro && <p className={styles.intro}>{chosen.intro}</p>}
        </>
      }
      label={t`藏品列表`}
      className={styles.list}
      query={query}
      empty={t`没有找到符合条件的藏品，换个关键词试试`}
      pageNum={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <WorkGrid works={rows.map(summaryOf)} firstEager />
    </ListScreen>
  );
}

function Count({ n }: { n: number }) {
  return <span className={styles.count}>{n}</span>;
}
