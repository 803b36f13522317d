import {
  ContentType,
  EXHIBITION_STATUS_LABELS,
  type ExhibitionDetail as Exhibition,
  ExhibitionStatus,
} from '@museum/shared';
import { useParams } from 'react-router';
import { useExhibition, useRelatedExhibitions } from '../../api/content';
import { CardGrid } from '../../components/content-card/CardGrid';
import { ExhibitionCard } from '../../components/content-card/ExhibitionCard';
import { StatusTag } from '../../components/content-card/StatusTag';
import { formatDateRange } from '../../components/date-format/format';
import { DetailLayout, type Fact, RelatedSection } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { EventOrderButton } from '../../components/event-order/EventOrderButton';
import { RichText } from '../../components/rich-text/RichText';
import { ExhibitGallery } from './ExhibitGallery';

const LIST = { path: '/exhibition', label: '展览' };

export default function ExhibitionDetail() {
  const { id } = useParams();
  const query = useExhibition(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => <ExhibitionView item={item} />}
    </DetailState>
  );
}

function bookingFact(item: Exhibition): string {
  if (item.capacity === null) return '免费参观，入馆预约后即可观展';
  if (item.status === ExhibitionStatus.ended) return '展览已结束';
  // The places left are counted beside the booking button.
  return '本展需另行预约，额满即止';
}

function ExhibitionView({ item }: { item: Exhibition }) {
  const related = useRelatedExhibitions(item.id, 3);
  const facts: Fact[] = [
    { label: '展期', value: formatDateRange(item.startDate, item.endDate) },
    { label: '地点', value: item.venue || '天山美术馆' },
    { label: '展览类型', value: item.typeLabel },
    ...(item.curator ? [{ label: '策展', value: item.curator }] : []),
    ...(item.organizer ? [{ label: '主办', value: item.organizer }] : []),
    { label: '参观', value: bookingFact(item) },
  ];
  return (
    <DetailLayout
      list={LIST}
      title={item.title}
      subtitle={item.subtitle}
      kicker={
        <>
          <StatusTag muted={item.status === ExhibitionStatus.ended}>
            {EXHIBITION_STATUS_LABELS[item.status]}
          </StatusTag>
          <span>{item.typeLabel}</span>
        </>
      }
      cover={{ src: item.cover, ratio: 9 / 16 }}
      facts={facts}
      actions={
        item.capacity !== null && item.status !== ExhibitionStatus.ended ? (
          <EventOrderButton module={ContentType.exhibition} resId={item.id} />
        ) : null
      }
      item={{ module: ContentType.exhibition, resId: String(item.id) }}
      after={
        related.data?.rows.length ? (
          <RelatedSection title="其他展览">
            <CardGrid
              items={related.data.rows}
              keyOf={(r) => r.id}
              render={(r) => <ExhibitionCard item={r} />}
            />
          </RelatedSection>
        ) : null
      }
    >
      <RichText html={item.content} />
      {item.gallery.length > 0 && <ExhibitGallery title={item.title} images={item.gallery} />}
    </DetailLayout>
  );
}
