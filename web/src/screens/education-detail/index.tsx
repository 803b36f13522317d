import {
  ContentType,
  EDUCATION_STATUS_LABELS,
  type EducationDetail as EducationEvent,
  EducationStatus,
} from '@museum/shared';
import { useParams } from 'react-router';
import { useEducation, useEducationList } from '../../api/content';
import { CardGrid } from '../../components/content-card/CardGrid';
import { EventCard } from '../../components/content-card/EventCard';
import { StatusTag } from '../../components/content-card/StatusTag';
import { formatEventTime, formatMoment } from '../../components/date-format/format';
import { DetailLayout, type Fact, RelatedSection } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { EventOrderButton } from '../../components/event-order/EventOrderButton';
import { RichText } from '../../components/rich-text/RichText';

const LIST = { path: '/education', label: '公共教育' };

/** The route may carry the cover number (randomNum) after the id; the item itself knows it too. */
export default function EducationDetail() {
  const { id } = useParams();
  const query = useEducation(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => <EventView item={item} />}
    </DetailState>
  );
}

/** How to take part; the places themselves are counted beside the booking button. */
function bookingFact(item: EducationEvent): string {
  if (item.capacity === null)
    return item.status === EducationStatus.review ? '无需预约' : '无需预约，现场参加，额满即止';
  if (item.status === EducationStatus.review) return '活动已结束';
  if (item.status === EducationStatus.preview && item.bookingOpensAt) {
    return `${formatMoment(item.bookingOpensAt)} 开放预约`;
  }
  return '需实名预约，额满即止';
}

function EventView({ item }: { item: EducationEvent }) {
  const coming = useEducationList({ status: EducationStatus.reservation, pageSize: 4 });
  const others = (coming.data?.rows ?? []).filter((row) => row.id !== item.id).slice(0, 3);
  const facts: Fact[] = [
    { label: '时间', value: formatEventTime(item.startAt, item.endAt, true) },
    { label: '地点', value: item.place },
    ...(item.speaker ? [{ label: '主讲', value: item.speaker }] : []),
    { label: '对象', value: item.audienceLabel },
    { label: '预约', value: bookingFact(item) },
  ];
  return (
    <DetailLayout
      list={LIST}
      title={item.title}
      kicker={
        <>
          <StatusTag muted={item.status === EducationStatus.review}>
            {EDUCATION_STATUS_LABELS[item.status]}
          </StatusTag>
          <span>{item.typeLabel}</span>
        </>
      }
      cover={{ src: item.cover, ratio: 9 / 16 }}
      facts={facts}
      actions={
        item.capacity !== null && item.status !== EducationStatus.review ? (
          <EventOrderButton module={ContentType.education} resId={item.id} />
        ) : null
      }
      item={{ module: ContentType.education, resId: String(item.id) }}
      after={
        others.length ? (
          <RelatedSection title="近期可预约的活动">
            <CardGrid items={others} keyOf={(r) => r.id} render={(r) => <EventCard item={r} />} />
          </RelatedSection>
        ) : null
      }
    >
      <RichText html={item.content} />
    </DetailLayout>
  );
}
