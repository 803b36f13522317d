import { useLingui } from '@lingui/react/macro';
import { summaryOf, useCulList, WorkGrid } from '../../collection';
import { HomeSection, KICKERS } from './HomeSection';

const SHOWN = 8;

/** Highlights of the collection, from the collection service (featured items come first in its list). */
export function CollectionHighlights() {
  const { data } = useCulList({ pageIndex: 1, pageSize: SHOWN });
  const { t, i18n } = useLingui();
  const items = data?.rows;
  if (!items?.length) return null;
  return (
    <HomeSection
      kicker={i18n._(KICKERS.collection)}
      title={t`馆藏精品`}
      more={{ to: '/collection', label: t`浏览典藏` }}
    >
      <WorkGrid
        works={items.map(summaryOf)}
        sizes="(max-width: 599px) 50vw, (max-width: 1023px) 33vw, 300px"
      />
    </HomeSection>
  );
}
