import { summaryOf, useCulList, WorkGrid } from '../../collection';
import { HomeSection } from './HomeSection';

const SHOWN = 8;

/** Highlights of the collection, from the collection service (featured items come first in its list). */
export function CollectionHighlights() {
  const { data } = useCulList({ pageIndex: 1, pageSize: SHOWN });
  const items = data?.rows;
  if (!items?.length) return null;
  return (
    <HomeSection kicker="Collection" title="馆藏精品" more={{ to: '/collection', label: '浏览典藏' }}>
      <WorkGrid
        works={items.map(summaryOf)}
        sizes="(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 300px"
      />
    </HomeSection>
  );
}
