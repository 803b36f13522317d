import {
  ContentType,
  EXHIBITION_STATUS_LABELS,
  type ExhibitionDetail as Exhibition,
  ExhibitionStatus,
} from '@museum/shared';
import { formatDateRange } from '@/shared/lib/format';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { type Fact, optionalFact } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { useExhibition, useRelatedExhibitions } from '../api';
import { ExhibitionCard } from '../components/ExhibitionCard';
import { ProgrammeDetail } from '../components/ProgrammeDetail';
import { ExhibitGallery } from './ExhibitGallery';

const LIST = { path: '/exhibition', label: '展览' };

export default function ExhibitionDetailScreen() {
  return <DetailScreen useItem={useExhibition} list={LIST} View={ExhibitionView} />;
}

function bookingFact(item: Exhibition): string {
  if (item.capacity === null) return '免费参观，入馆预约后即可观展';
  if (item.status === ExhibitionStatus.ended) return '展览已结束';
  // The places left are counted beside the booking button.
  return '本展需另行预约，额满即止';
}

function ExhibitionView({ item }: { item: Exhibition }) {
  const museum = useSiteName();
  const related = useRelatedExhibitions(item.id, 3);
  const facts: Fact[] = [
    { label: '展期', value: formatDateRange(item.startDate, item.endDate) },
    { label: '地点', value: item.venue || museum },
    { label: '展览类型', value: item.typeLabel },
    ...optionalFact('策展', item.curator),
    ...optionalFact('主办', item.organizer),
    { label: '参观', value: bookingFact(item) },
  ];
  return (
    <ProgrammeDetail
      module={ContentType.exhibition}
      list={LIST}
      item={item}
      subtitle={item.subtitle}
      status={EXHIBITION_STATUS_LABELS[item.status]}
      over={item.status === ExhibitionStatus.ended}
      facts={facts}
      related={{ title: '其他展览', items: related.data?.rows ?? [], Card: ExhibitionCard }}
    >
      <RichText html={item.content} />
      {item.gallery.length > 0 && <ExhibitGallery title={item.title} images={item.gallery} />}
    </ProgrammeDetail>
  );
}
