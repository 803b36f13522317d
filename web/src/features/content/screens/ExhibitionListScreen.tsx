import type { ExhibitionSummary } from '@museum/shared';
import { ContentType, DictType, EXHIBITION_STATUS_LABELS, ExhibitionStatus } from '@museum/shared';
import { useExhibitions } from '../api';
import { ExhibitionCard } from '../components/ExhibitionCard';
import { type StatusList, StatusListScreen } from './StatusListScreen';

const EXHIBITIONS: StatusList<ExhibitionSummary> = {
  module: ContentType.exhibition,
  noun: '展览',
  kicker: 'Exhibitions',
  lead: '常设陈列与专题展览，呈现新疆与丝绸之路沿线的古今艺术。全部展览免费参观，部分特展需预约场次。',
  // What is on now is what most visitors come for.
  statuses: [ExhibitionStatus.ongoing, ExhibitionStatus.upcoming, ExhibitionStatus.ended],
  statusNames: EXHIBITION_STATUS_LABELS,
  dict: DictType.exhibitionType,
  empty: '暂无符合条件的展览，换个条件试试',
  useList: useExhibitions,
  Card: ExhibitionCard,
};

export default function ExhibitionListScreen() {
  return <StatusListScreen list={EXHIBITIONS} />;
}
