import { ContentType } from '@museum/shared';
import { useParams } from 'react-router';
import { useNotice } from '../../api/content';
import { detailPath } from '../../app/paths';
import { formatDate } from '../../components/date-format/format';
import { DetailLayout } from '../../components/detail-layout/DetailLayout';
import { DetailState } from '../../components/detail-layout/DetailState';
import { RichText } from '../../components/rich-text/RichText';

const LIST = { path: '/notice', label: '公告' };

export default function NoticeDetail() {
  const { id } = useParams();
  const query = useNotice(id);
  return (
    <DetailState query={query} list={LIST}>
      {(item) => (
        <DetailLayout
          list={LIST}
          textFirst
          title={item.title}
          kicker={item.pinned ? <span>置顶公告</span> : undefined}
          facts={[
            { label: '发布日期', value: formatDate(item.publishedAt) },
            { label: '发布单位', value: '天山美术馆' },
          ]}
          item={{ module: ContentType.notice, resId: String(item.id) }}
          neighbours={{
            prev: item.prev,
            next: item.next,
            pathOf: (id) => detailPath(ContentType.notice, { id }),
          }}
        >
          <RichText html={item.content} />
        </DetailLayout>
      )}
    </DetailState>
  );
}
