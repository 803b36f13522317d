import { msg } from '@lingui/core/macro';
import {
  type AcademicDetail,
  type AcademicSummary,
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
import { ServerText } from '@/shared/ui/server-text/ServerText';
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
import { AFFAIR_STATUS_NAMES } from '../../labels';
import { ArticleDetailScreen } from './ArticleDetailScreen';
import { ArticleListScreen } from './ArticleListScreen';
import type { ArticleModule } from './article-module';

// The heading bands' kickers are English on the Chinese pages; on the English pages, words other than the title's.
const academic: ArticleModule<AcademicSummary, AcademicDetail> = {
  type: ContentType.academic,
  title: msg`学术研究`,
  hero: {
    kicker: msg({ message: 'Research', comment: 'The heading band’s kicker above 学术研究' }),
    lead: msg`本馆研究人员与合作学者的研究成果、学术会议、出版物与研究项目。`,
  },
  keyword: msg`输入题目或作者`,
  typeFilter: { label: msg`类型`, dict: DictType.academicType },
  empty: msg`暂无符合条件的学术内容`,
  useList: useAcademicList,
  row: (item) => ({
    cover: item.cover,
    tags: (
      <>
        <span>{item.typeLabel}</span>
        {item.author && (
          <span>
            <ServerText>{item.author}</ServerText>
          </span>
        )}
      </>
    ),
  }),
  useItem: useAcademic,
  kicker: (item) => item.typeLabel,
  cover: (item) => item.cover,
  facts: (item, { i18n, text }) => [
    { label: i18n._(msg`发布日期`), value: formatDate(item.publishedAt) },
    ...optionalFact(i18n._(msg({ message: '作者', context: 'fact' })), text(item.author)),
    ...optionalFact(i18n._(msg({ message: '出处', context: 'fact' })), text(item.source)),
    { label: i18n._(msg({ message: '类型', context: 'fact' })), value: item.typeLabel },
  ],
};

const notice: ArticleModule<NoticeSummary, NoticeDetail> = {
  type: ContentType.notice,
  title: msg`公告`,
  hero: {
    kicker: msg({ message: 'Notices', comment: 'The heading band’s kicker above 公告' }),
    lead: msg`开放安排、参观须知与服务信息。出发前看一看，参观更从容。`,
  },
  keyword: msg`搜索公告标题`,
  empty: msg`暂无符合条件的公告`,
  useList: useNotices,
  row: (item) => ({ pinned: item.pinned }),
  useItem: useNotice,
  kicker: (item, i18n) => (item.pinned ? i18n._(msg`置顶公告`) : undefined),
  facts: (item, { i18n, museum }) => [
    { label: i18n._(msg`发布日期`), value: formatDate(item.publishedAt) },
    { label: i18n._(msg`发布单位`), value: museum },
  ],
};

const policy: ArticleModule<PolicySummary, PolicyDetail> = {
  type: ContentType.policy,
  title: msg`政策法规`,
  hero: {
    kicker: msg({ message: 'Policies', comment: 'The heading band’s kicker above 政策法规' }),
    lead: msg`本馆依法开展收藏、展示、研究与公共服务。这里汇集相关法律法规的学习要点与本馆各项制度。`,
  },
  keyword: msg`输入标题或文号`,
  typeFilter: { label: msg`类别`, dict: DictType.policyType },
  empty: msg`暂无符合条件的政策法规`,
  useList: usePolicies,
  row: (item) => ({
    tags: (
      <>
        <span>{item.typeLabel}</span>
        <span>
          <ServerText>{item.issuer}</ServerText>
        </span>
        {item.docNumber && (
          <span>
            <ServerText>{item.docNumber}</ServerText>
          </span>
        )}
      </>
    ),
  }),
  useItem: usePolicy,
  kicker: (item) => item.typeLabel,
  facts: (item, { i18n, text }) => [
    { label: i18n._(msg`发布机关`), value: text(item.issuer) },
    ...optionalFact(i18n._(msg`文号`), text(item.docNumber)),
    { label: i18n._(msg`发布日期`), value: formatDate(item.publishedAt) },
    ...optionalFact(i18n._(msg`施行日期`), item.effectiveDate && formatDate(item.effectiveDate)),
  ],
};

const affair: ArticleModule<AffairSummary, AffairDetail> = {
  type: ContentType.affair,
  title: msg`馆务`,
  hero: {
    kicker: msg({ message: 'About the museum', comment: 'The heading band’s kicker above 馆务' }),
    lead: msg`本馆新闻、馆务公开信息与媒体报道。`,
  },
  keyword: msg`搜索标题`,
  sections: { label: msg`馆务栏目`, values: Object.values(AffairStatus), names: AFFAIR_STATUS_NAMES },
  empty: msg`暂无内容`,
  useList: useAffairs,
  row: (item, i18n) => {
    const source = item.source;
    return {
      cover: item.cover,
      tags: source ? <span>{i18n._(msg`来源：${source}`)}</span> : undefined,
    };
  },
  useItem: useAffair,
  kicker: (item, i18n) => i18n._(AFFAIR_STATUS_NAMES[item.status]),
  cover: (item) => item.cover,
  facts: (item, { i18n, text }) => [
    { label: i18n._(msg`发布日期`), value: formatDate(item.publishedAt) },
    ...optionalFact(i18n._(msg({ message: '来源', context: 'fact' })), text(item.source)),
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
