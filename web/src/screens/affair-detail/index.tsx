import { AFFAIR_STATUS_LABELS, ContentType } from '@museum/shared';
import { useParams } from 'react-router';
import { useAffair } from '../../api/content';
import { detailPath } from '../../app/paths';
import { formatDate } from '../../components/date-format/format';
import { AsideCover } from '../../components/detail-layout/AsideCover';
import { DetailLayout } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { RichText } from '../../components/rich-text/RichText';

const LIST = { path: '/affair', label: '馆务' };

export default function AffairDetail() {
  const { id } = useParams();
  const query = useAffair(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => (
        <DetailLayout
          list={LIST}
          textFirst
          title={item.title}
          kicker={<span>{AFFAIR_STATUS_LABELS[item.status]}</span>}
          asideMedia={<AsideCover src={item.cover} />}
          facts={[
            { label: '发布日期', value: formatDate(item.publishedAt) },
            ...(item.source ? [{ label: '来源', value: item.source }] : []),
          ]}
          item={{ module: ContentType.affair, resId: String(item.id) }}
          neighbours={{
            prev: item.prev,
            next: item.next,
            pathOf: (id) => detailPath(ContentType.affair, { id }),
          }}
        >
          <RichText html={item.content} />
        </DetailLayout>
      )}
    </DetailState>
  );
}
