import type { EducationSummary } from '@museum/shared';
import { ContentType, DictType, EDUCATION_STATUS_LABELS, EducationStatus } from '@museum/shared';
import { useEducationList } from '../api';
import { EventCard } from '../components/EventCard';
import { type StatusList, StatusListScreen } from './StatusListScreen';

const EVENTS: StatusList<EducationSummary> = {
  module: ContentType.education,
  noun: '活动',
  kicker: 'Learning',
  lead: '讲座、工作坊、亲子美育与专题导览，为不同年龄的观众打开走近艺术的门。活动免费，需预约的请提前报名。',
  // Events that can be booked now come first: that is what brings most visitors here.
  statuses: [EducationStatus.reservation, EducationStatus.preview, EducationStatus.review],
  statusNames: EDUCATION_STATUS_LABELS,
  dict: DictType.educationType,
  keyword: '输入活动名称或主讲人',
  emptyAtStart: '近期暂无可预约的活动，看看活动预告吧',
  empty: '暂无符合条件的活动',
  useList: useEducationList,
  Card: EventCard,
};

export default function EducationListScreen() {
  return <StatusListScreen list={EVENTS} />;
}
