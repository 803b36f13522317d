import { ContentType } from '@museum/shared';
import { useParams } from 'react-router';
import { useAcademic } from '../../api/content';
import { detailPath } from '../../app/paths';
import { formatDate } from '../../components/date-format/format';
import { AsideCover } from '../../components/detail-layout/AsideCover';
import { DetailLayout } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { RichText } from '../../components/rich-text/RichText';

const LIST = { path: '/academic', label: '学术研究' };

export default function AcademicDetail() {
  const { id } = useParams();
  const query = useAcademic(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => (
        <DetailLayout
          list={LIST}
          textFirst
          title={item.title}
          kicker={<span>{item.typeLabel}</span>}
          asideMedia={<AsideCover src={item.cover} />}
          facts={[
            { label: '发布日期', value: formatDate(item.publishedAt) },
            ...(item.author ? [{ label: '作者', value: item.author }] : []),
            ...(item.source ? [{ label: '出处', value: item.source }] : []),
            { label: '类型', value: item.typeLabel },
          ]}
          item={{ module: ContentType.academic, resId: String(item.id) }}
          neighbours={{
            prev: item.prev,
            next: item.next,
            pathOf: (id) => detailPath(ContentType.academic, { id }),
          }}
        >
          <RichText html={item.content} />
        </DetailLayout>
      )}
    </DetailState>
  );
}
