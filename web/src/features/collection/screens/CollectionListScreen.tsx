import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../shared/hooks/usePageTitle';
import { FilterBar, FilterGroup } from '../../../shared/ui/filter-bar/FilterBar';
import { KeywordFilter } from '../../../shared/ui/filter-bar/KeywordFilter';
import { HeroCarousel } from '../../../shared/ui/hero-carousel/HeroCarousel';
import { ListScreen } from '../../../shared/ui/list-screen/ListScreen';
import { numberOrUndefined, useListParams } from '../../../shared/ui/pager/useListParams';
import { useCollectionBanners, useCulList, useCulTypes } from '../api';
import { WorkGrid } from '../components/WorkCard';
import styles from './CollectionList.module.css';

const KEYS = ['keyword'] as const;
const PAGE_SIZE = 20;

/** `/collection/{type?}`: the works of one category (or all), with a keyword and pages kept in the address. */
export default function CollectionListScreen() {
  usePageTitle('典藏');
  const { id: typeParam = '' } = useParams();
  const navigate = useNavigate();
  const { values, page, setFilter, setPage } = useListParams(KEYS);
  const { data: banners } = useCollectionBanners();
  const { data: types } = useCulTypes();
  const typeId = numberOrUndefined(typeParam);
  const chosen = types?.find((type) => type.id === typeId);
  const query = useCulList({
    pageNum: page,
    pageSize: PAGE_SIZE,
    type: typeId,
    keyword: values.keyword || undefined,
  });
  const rows = query.data?.rows ?? [];
  const total = types?.reduce((sum, type) => sum + type.count, 0);

  const chooseType = (value: string) => {
    const search = values.keyword ? `?keyword=${encodeURIComponent(values.keyword)}` : '';
    navigate(`/collection${value ? `/${value}` : ''}${search}`, { replace: true, preventScrollReset: true });
  };

  return (
    <ListScreen
      banner={banners && banners.length > 0 && <HeroCarousel banners={banners} label="典藏推荐" />}
      kicker="Collection"
      title="典藏"
      lead="馆藏书画、陶瓷、雕塑、织绣与摄影作品，可放大观看每一处笔触与纹理。"
      filters={
        <>
          <FilterBar
            aside={
              <KeywordFilter
                value={values.keyword}
                onChange={(keyword) => setFilter({ keyword })}
                placeholder="作品名、作者、年代或材质"
              />
            }
          >
            <FilterGroup
              label="藏品门类"
              options={[
                { value: '', label: '全部', extra: total ? <Count n={total} /> : null },
                ...(types ?? []).map((type) => ({
                  value: String(type.id),
                  label: type.name,
                  extra: <Count n={type.count} />,
                })),
              ]}
              value={typeId ? String(typeId) : ''}
              onChange={chooseType}
            />
          </FilterBar>
          {chosen?.intro && <p className={styles.intro}>{chosen.intro}</p>}
        </>
      }
      label="藏品列表"
      className={styles.list}
      query={query}
      empty="没有找到符合条件的藏品，换个关键词试试"
      pageNum={page}
      pageSize={PAGE_SIZE}
      onPage={setPage}
    >
      <WorkGrid works={rows.map((row) => ({ ...row, image: row.cover }))} />
    </ListScreen>
  );
}

function Count({ n }: { n: number }) {
  return <span className={styles.count}>{n}</span>;
}
