import { msg } from '@lingui/core/macro';
import type { ExhibitionSummary } from '@museum/shared';
import { ContentType, DictType, ExhibitionStatus } from '@museum/shared';
import { useExhibitions } from '../api';
import { ExhibitionCard } from '../components/ExhibitionCard';
import { EXHIBITION_STATUS_NAMES } from '../labels';
import { type StatusList, StatusListScreen } from './StatusListScreen';

const EXHIBITIONS: StatusList<ExhibitionSummary> = {
  module: ContentType.exhibition,
  title: msg`展览`,
  // English on the Chinese page; on the English page, words other than the title's.
  kicker: msg({ message: 'Exhibitions', comment: 'The heading band’s kicker above 展览' }),
  lead: msg`常设陈列与专题展览，呈现新疆与丝绸之路沿线的古今艺术。全部展览免费参观，部分特展需预约场次。`,
  // What is on now is what most visitors come for.
  statuses: [ExhibitionStatus.ongoing, ExhibitionStatus.upcoming, ExhibitionStatus.ended],
  statusNames: EXHIBITION_STATUS_NAMES,
  labels: { status: msg`展览状态`, type: msg`展览类型`, all: msg`全部展览`, list: msg`展览列表` },
  dict: DictType.exhibitionType,
  empty: msg`暂无符合条件的展览，换个条件试试`,
  useList: useExhibitions,
  Card: ExhibitionCard,
};

export default function ExhibitionListScreen() {
  return <StatusListScreen list={EXHIBITIONS} />;
}
