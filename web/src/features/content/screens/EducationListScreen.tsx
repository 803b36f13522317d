import { msg } from '@lingui/core/macro';
import type { EducationSummary } from '@museum/shared';
import { ContentType, DictType, EducationStatus } from '@museum/shared';
import { useEducationList } from '../api';
import { EventCard } from '../components/EventCard';
import { EDUCATION_STATUS_NAMES } from '../labels';
import { type StatusList, StatusListScreen } from './StatusListScreen';

const EVENTS: StatusList<EducationSummary> = {
  module: ContentType.education,
  title: msg`公共教育`,
  // English on the Chinese page; on the English page, words other than the title's.
  kicker: msg({ message: 'Learning', comment: 'The heading band’s kicker above 公共教育' }),
  lead: msg`讲座、工作坊、亲子美育与专题导览，为不同年龄的观众打开走近艺术的门。活动免费，需预约的请提前报名。`,
  // Events that can be booked now come first: that is what brings most visitors here.
  statuses: [EducationStatus.reservation, EducationStatus.preview, EducationStatus.review],
  statusNames: EDUCATION_STATUS_NAMES,
  labels: { status: msg`活动状态`, type: msg`活动类型`, all: msg`全部活动`, list: msg`活动列表` },
  dict: DictType.educationType,
  keyword: msg`输入活动名称或主讲人`,
  emptyAtStart: msg`近期暂无可预约的活动，看看活动预告吧`,
  empty: msg`暂无符合条件的活动`,
  useList: useEducationList,
  Card: EventCard,
};

export default function EducationListScreen() {
  return <StatusListScreen list={EVENTS} />;
}
