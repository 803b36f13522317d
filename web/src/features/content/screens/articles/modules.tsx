import {
  type AcademicDetail,
  type AcademicSummary,
  AFFAIR_STATUS_LABELS,
  type AffairDetail,
  AffairStatus,
  type AffairSummary,
  ContentType,
  DictType,
  type NoticeDetail,
  type NoticeSummary,
  type PolicyDetail,
  type PolicySummary,
} from '@museum/shared';
import { formatDate } from '@/shared/lib/format';
import { optionalFact } from '@/shared/ui/detail-layout/DetailLayout';
import {
  useAcademic,
  useAcademicList,
  useAffair,
  useAffairs,
  useNotice,
  useNotices,
  usePolicies,
  usePolicy,
} from '../../api';
import { ArticleDetailScreen } from './ArticleDetailScreen';
import { ArticleListScreen } from './ArticleListScreen';
import type { ArticleModule } from './article-module';

const academic: ArticleModule<AcademicSummary, AcademicDetail> = {
  type: ContentType.academic,
  title: '学术研究',
  hero: { kicker: 'Research', lead: '本馆研究人员与合作学者的研究成果、学术会议、出版物与研究项目。' },
  keyword: '输入题目或作者',
  typeFilter: { label: '类型', dict: DictType.academicType },
  empty: '暂无符合条件的学术内容',
  useList: useAcademicList,
  row: (item) => ({
    cover: item.cover,
    tags: (
      <>
        <span>{item.typeLabel}</span>
        {item.author && <span>{item.author}</span>}
      </>
    ),
  }),
  useItem: useAcademic,
  kicker: (item) => item.typeLabel,
  cover: (item) => item.cover,
  facts: (item) => [
    { label: '发布日期', value: formatDate(item.publishedAt) },
    ...optionalFact('作者', item.author),
    ...optionalFact('出处', item.source),
    { label: '类型', value: item.typeLabel },
  ],
};

const notice: ArticleModule<NoticeSummary, NoticeDetail> = {
  type: ContentType.notice,
  title: '公告',
  hero: { kicker: 'Notices', lead: '开放安排、参观须知与服务信息。出发前看一看，参观更从容。' },
  keyword: '搜索公告标题',
  empty: '暂无符合条件的公告',
  useList: useNotices,
  row: (item) => ({ pinned: item.pinned }),
  useItem: useNotice,
  kicker: (item) => (item.pinned ? '置顶公告' : undefined),
  facts: (item, museum) => [
    { label: '发布日期', value: formatDate(item.publishedAt) },
    { label: '发布单位', value: museum },
  ],
};

const policy: ArticleModule<PolicySummary, PolicyDetail> = {
  type: ContentType.policy,
  title: '政策法规',
  hero: {
    kicker: 'Policies',
    lead: '本馆依法开展收藏、展示、研究与公共服务。这里汇集相关法律法规的学习要点与本馆各项制度。',
  },
  keyword: '输入标题或文号',
  typeFilter: { label: '类别', dict: DictType.policyType },
  empty: '暂无符合条件的政策法规',
  useList: usePolicies,
  row: (item) => ({
    tags: (
      <>
        <span>{item.typeLabel}</span>
        <span>{item.issuer}</span>
        {item.docNumber && <span>{item.docNumber}</span>}
      </>
    ),
  }),
  useItem: usePolicy,
  kicker: (item) => item.typeLabel,
  facts: (item) => [
    { label: '发布机关', value: item.issuer },
    ...optionalFact('文号', item.docNumber),
    { label: '发布日期', value: formatDate(item.publishedAt) },
    ...optionalFact('施行日期', item.effectiveDate && formatDate(item.effectiveDate)),
  ],
};

const affair: ArticleModule<AffairSummary, AffairDetail> = {
  type: ContentType.affair,
  title: '馆务',
  hero: { kicker: 'About the museum', lead: '本馆新闻、馆务公开信息与媒体报道。' },
  keyword: '搜索标题',
  sections: { label: '馆务栏目', values: Object.values(AffairStatus), names: AFFAIR_STATUS_LABELS },
  empty: '暂无内容',
  useList: useAffairs,
  row: (item) => ({
    cover: item.cover,
    tags: item.source ? <span>来源：{item.source}</span> : undefined,
  }),
  useItem: useAffair,
  kicker: (item) => AFFAIR_STATUS_LABELS[item.status],
  cover: (item) => item.cover,
  facts: (item) => [
    { label: '发布日期', value: formatDate(item.publishedAt) },
    ...optionalFact('来源', item.source),
  ],
};

export const AcademicListScreen = () => <ArticleListScreen article={academic} />;
export const AcademicDetailScreen = () => <ArticleDetailScreen article={academic} />;
export const NoticeListScreen = () => <ArticleListScreen article={notice} />;
export const NoticeDetailScreen = () => <ArticleDetailScreen article={notice} />;
export const PolicyListScreen = () => <ArticleListScreen article={policy} />;
export const PolicyDetailScreen = () => <ArticleDetailScreen article={policy} />;
export const AffairListScreen = () => <ArticleListScreen article={affair} />;
export const AffairDetailScreen = () => <ArticleDetailScreen article={affair} />;
