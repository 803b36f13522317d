import { ContentType } from '@museum/shared';
import { useParams } from 'react-router';
import { usePolicy } from '../../api/content';
import { detailPath } from '../../app/paths';
import { formatDate } from '../../components/date-format/format';
import { DetailLayout } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { RichText } from '../../components/rich-text/RichText';

const LIST = { path: '/policy', label: '政策法规' };

export default function PolicyDetail() {
  const { id } = useParams();
  const query = usePolicy(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => (
        <DetailLayout
          list={LIST}
          textFirst
          title={item.title}
          kicker={<span>{item.typeLabel}</span>}
          facts={[
            { label: '发布机关', value: item.issuer },
            ...(item.docNumber ? [{ label: '文号', value: item.docNumber }] : []),
            { label: '发布日期', value: formatDate(item.publishedAt) },
            ...(item.effectiveDate ? [{ label: '施行日期', value: formatDate(item.effectiveDate) }] : []),
          ]}
          item={{ module: ContentType.policy, resId: String(item.id) }}
          neighbours={{
            prev: item.prev,
            next: item.next,
            pathOf: (id) => detailPath(ContentType.policy, { id }),
          }}
        >
          <RichText html={item.content} />
        </DetailLayout>
      )}
    </DetailState>
  );
}
