import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ContentType, type EducationDetail as EducationEvent, EducationStatus } from '@museum/shared';
import { formatEventTime, formatMoment } from '@/shared/lib/format';
import { type Fact, optionalFact } from '@/shared/ui/detail-layout/DetailLayout';
import { DetailScreen } from '@/shared/ui/detail-layout/DetailState';
import { RichText } from '@/shared/ui/rich-text/RichText';
import { ServerText } from '@/shared/ui/server-text/ServerText';
import { useEducation, useEducationList } from '../api';
import { EventCard } from '../components/EventCard';
import { ItemText } from '../components/ItemText';
import { ProgrammeDetail } from '../components/ProgrammeDetail';
import { EDUCATION_STATUS_NAMES } from '../labels';

const LIST_LABEL = msg`公共教育`;
const listOf = (i18n: I18n) => ({ path: '/education', label: i18n._(LIST_LABEL) });

/** The route may carry the cover number (randomNum) after the id; the item itself knows it too. */
export default function EducationDetailScreen() {
  const { i18n } = useLingui();
  return <DetailScreen useItem={useEducation} list={listOf(i18n)} View={EventView} />;
}

/** How to take part; the places themselves are counted beside the booking button. */
function bookingFact(item: EducationEvent, i18n: I18n): string {
  if (item.capacity === null)
    return item.status === EducationStatus.review
      ? i18n._(msg`无需预约`)
      : i18n._(msg`无需预约，现场参加，额满即止`);
  if (item.status === EducationStatus.review) return i18n._(msg`活动已结束`);
  if (item.status === EducationStatus.preview && item.bookingOpensAt) {
    const moment = formatMoment(item.bookingOpensAt);
    return i18n._(msg`${moment} 开放预约`);
  }
  return i18n._(msg`需实名预约，额满即止`);
}

function EventView({ item }: { item: EducationEvent }) {
  const { i18n, t } = useLingui();
  const coming = useEducationList({ status: EducationStatus.reservation, pageSize: 4 });
  const others = (coming.data?.rows ?? []).filter((row) => row.id !== item.id).slice(0, 3);
  const text = (value: string | null) => value && <ServerText>{value}</ServerText>;
  const facts: Fact[] = [
    {
      label: t({ message: '时间', context: 'fact' }),
      value: formatEventTime(item.startAt, item.endAt, true),
    },
    { label: t({ message: '地点', context: 'fact' }), value: text(item.place) },
    ...optionalFact(t({ message: '主讲', context: 'fact' }), text(item.speaker)),
    { label: t({ message: '对象', context: 'fact' }), value: item.audienceLabel },
    { label: t({ message: '预约', context: 'fact' }), value: bookingFact(item, i18n) },
  ];
  return (
    <ProgrammeDetail
      module={ContentType.education}
      list={listOf(i18n)}
      item={item}
      status={i18n._(EDUCATION_STATUS_NAMES[item.status])}
      over={item.status === EducationStatus.review}
      facts={facts}
      related={{ title: t`近期可预约的活动`, items: others, Card: EventCard }}
    >
      <ItemText item={item}>
        <RichText html={item.content} />
      </ItemText>
    </ProgrammeDetail>
  );
}
