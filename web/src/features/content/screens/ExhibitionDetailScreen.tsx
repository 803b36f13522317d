import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentType, type ExhibitionDetail as Exhibition, ExhibitionStatus } from '@museum/shared';
import { formatDateRange } from '@/shared/lib/format';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { type Fact, optionalFact } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { ServerText } from '@/shared/ui/server-text/ServerText';
import { useExhibition, useRelatedExhibitions } from '../api';
import { ExhibitionCard } from '../components/ExhibitionCard';
import { ItemText } from '../components/ItemText';
import { ProgrammeDetail } from '../components/ProgrammeDetail';
import { EXHIBITION_STATUS_NAMES } from '../labels';
import { ExhibitGallery } from './ExhibitGallery';

const LIST_LABEL = msg`展览`;
const listOf = (i18n: I18n) => ({ path: '/exhibition', label: i18n._(LIST_LABEL) });

export default function ExhibitionDetailScreen() {
  const { i18n } = useLingui();
  return <DetailScreen useItem={useExhibition} list={listOf(i18n)} View={ExhibitionView} />;
}

function bookingFact(item: Exhibition, i18n: I18n): string {
  if (item.capacity === null) return i18n._(msg`免费参观，入馆预约后即可观展`);
  if (item.status === ExhibitionStatus.ended) return i18n._(msg`展览已结束`);
  // The places left are counted beside the booking button.
  return i18n._(msg`本展需另行预约，额满即止`);
}

function ExhibitionView({ item }: { item: Exhibition }) {
  const { i18n, t } = useLingui();
  const museum = useSiteName();
  const related = useRelatedExhibitions(item.id, 3);
  const text = (value: string | null) => value && <ServerText>{value}</ServerText>;
  const facts: Fact[] = [
    { label: t`展期`, value: formatDateRange(item.startDate, item.endDate) },
    { label: t({ message: '地点', context: 'fact' }), value: item.venue ? text(item.venue) : museum },
    { label: t`展览类型`, value: item.typeLabel },
    ...optionalFact(t({ message: '策展', context: 'fact' }), text(item.curator)),
    ...optionalFact(t({ message: '主办', context: 'fact' }), text(item.organizer)),
    { label: t({ message: '参观', context: 'fact' }), value: bookingFact(item, i18n) },
  ];
  return (
    <ProgrammeDetail
      module={ContentType.exhibition}
      list={listOf(i18n)}
      item={item}
      subtitle={item.subtitle}
      status={i18n._(EXHIBITION_STATUS_NAMES[item.status])}
      over={item.status === ExhibitionStatus.ended}
      facts={facts}
      related={{ title: t`其他展览`, items: related.data?.rows ?? [], Card: ExhibitionCard }}
    >
      <ItemText item={item}>
        <RichText html={item.content} />
      </ItemText>
      {item.gallery.length > 0 && <ExhibitGallery title={item.title} images={item.gallery} />}
    </ProgrammeDetail>
  );
}
