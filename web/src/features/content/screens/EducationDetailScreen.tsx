import {
  ContentType,
  EDUCATION_STATUS_LABELS,
  type EducationDetail as EducationEvent,
  EducationStatus,
} from '@museum/shared';
import { formatEventTime, formatMoment } from '@/shared/lib/format';
import { type Fact, optionalFact } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { useEducation, useEducationList } from '../api';
import { EventCard } from '../components/EventCard';
import { ProgrammeDetail } from '../components/ProgrammeDetail';

const LIST = { path: '/education', label: '公共教育' };

/** The route may carry the cover number (randomNum) after the id; the item itself knows it too. */
export default function EducationDetailScreen() {
  return <DetailScreen useItem={useEducation} list={LIST} View={EventView} />;
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
    ...optionalFact('主讲', item.speaker),
    { label: '对象', value: item.audienceLabel },
    { label: '预约', value: bookingFact(item) },
  ];
  return (
    <ProgrammeDetail
      module={ContentType.education}
      list={LIST}
      item={item}
      status={EDUCATION_STATUS_LABELS[item.status]}
      over={item.status === EducationStatus.review}
      facts={facts}
      related={{ title: '近期可预约的活动', items: others, Card: EventCard }}
    >
      <RichText html={item.content} />
    </ProgrammeDetail>
  );
}
