import {
  type AdminApplication,
  type AdminApplicationRow,
  APPLICATION_STATUS_LABELS,
  ApplicationReviewMessages,
  ApplicationStatus,
  REVIEW_REASON_MAX_LENGTH,
} from '@museum/shared';
import { Form, Input, type TableColumnsType } from 'antd';
import { formatRecordTime, waitingDays } from '@/shared/ui/console-page/format';
import {
  ReviewDecisionFields,
  type ReviewValues,
  reviewInput,
  reviewSubmit,
} from '@/shared/ui/console-page/ReviewDecisionFields';
import {
  DecidedNote,
  DecisionForm,
  queueColumns,
  RecordDetail,
  RecordFacts,
  RecordText,
  ReviewQueue,
} from '@/shared/ui/console-page/ReviewQueue';
import styles from '@/shared/ui/console-page/review.module.css';
import { StaffFileList } from '@/shared/ui/console-page/StaffFileList';
import { type Tone, ToneTag } from '@/shared/ui/console-page/ToneTag';
import { useDecision } from '@/shared/ui/console-page/useDecision';
import { useSearchQuery } from '@/shared/ui/console-page/useSearchQuery';
import { useApplicationDetail, useApplicationQueue, useApplicationReview } from '../api';

const STATUS_TONES: Record<ApplicationStatus, Tone> = {
  pending: 'waiting',
  approved: 'positive',
  rejected: 'negative',
  withdrawn: 'neutral',
};

/** The queue opens on what waits for a decision; "全部" is the empty status. */
const TABS = [
  { key: ApplicationStatus.pending, label: '待审核' },
  { key: ApplicationStatus.approved, label: APPLICATION_STATUS_LABELS.approved },
  { key: ApplicationStatus.rejected, label: APPLICATION_STATUS_LABELS.rejected },
  { key: ApplicationStatus.withdrawn, label: APPLICATION_STATUS_LABELS.withdrawn },
  { key: 'all', label: '全部' },
];

export function ApplicationStatusTag({ status }: { status: ApplicationStatus }) {
  return <ToneTag tone={STATUS_TONES[status]}>{APPLICATION_STATUS_LABELS[status]}</ToneTag>;
}

/** Exhibition-hosting applications (reviewers, admins): the queue by status, each one's detail and decision. */
export default function ApplicationReviewScreen() {
  const list = useSearchQuery({ status: ApplicationStatus.pending as string, keyword: '', id: '' });
  const { status, keyword } = list.query;
  const queue = useApplicationQueue({
    status: status === 'all' ? undefined : status,
    keyword: keyword || undefined,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  });

  const columns: TableColumnsType<AdminApplicationRow> = [
    queueColumns.id(),
    queueColumns.contact('联系人'),
    {
      title: '举办时间',
      key: 'period',
      width: 200,
      render: (_, row) => `${row.startTime} 至 ${row.endTime}`,
    },
    {
      title: '意向展厅',
      dataIndex: 'hallName',
      width: 140,
      responsive: ['xl'],
      render: (hall: string | null) => hall ?? <span className={styles.muted}>未指定</span>,
    },
    queueColumns.text('展览简介', 'intro'),
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: ApplicationStatus) => <ApplicationStatusTag status={value} />,
    },
    queueColumns.age(ApplicationStatus.pending),
    queueColumns.open<AdminApplicationRow>(
      list,
      (row) => (row.status === ApplicationStatus.pending ? '审核' : '查看'),
      '申请',
    ),
  ];

  return (
    <ReviewQueue
      title="办展申请"
      description="审核观众提交的办展申请；通过或不通过都会以系统消息通知申请人，不通过须写明原因。"
      list={list}
      tabs={TABS}
      filters={
        <search className={styles.filters} aria-label="筛选办展申请">
          <Input.Search
            key={keyword}
            aria-label="搜索联系人、电话或展览简介"
            placeholder="搜索联系人、电话或展览简介"
            allowClear
            defaultValue={keyword}
            onSearch={(value) => list.filter({ keyword: value.trim() })}
            className={styles.keyword}
            enterButton="搜索"
          />
        </search>
      }
      queue={queue}
      columns={columns}
      scrollX={960}
      emptyText={keyword || status !== ApplicationStatus.pending ? '没有符合条件的申请' : '没有待审核的申请'}
      totalText={(total) => `共 ${total} 份申请`}
      detail={(id) => <ApplicationDetail id={id} />}
    />
  );
}

function ApplicationDetail({ id }: { id: number }) {
  return (
    <RecordDetail record={useApplicationDetail(id)} missing="申请记录不存在">
      {(data) => <ApplicationRecord data={data} />}
    </RecordDetail>
  );
}

function ApplicationRecord({ data }: { data: AdminApplication }) {
  return (
    <>
      <RecordFacts
        items={[
          { label: '状态', children: <ApplicationStatusTag status={data.status} /> },
          { label: '联系人', children: data.people },
          { label: '联系电话', children: data.phone },
          { label: '举办时间', children: `${data.startTime} 至 ${data.endTime}` },
          { label: '意向展厅', children: data.hallName ?? '未指定' },
          {
            label: '提交时间',
            children: (
              <>
                {formatRecordTime(data.createdAt)}
                {data.status === ApplicationStatus.pending && (
                  <span className={styles.muted}>（{waitingDays(data.ageDays)}）</span>
                )}
              </>
            ),
          },
          { label: '展览简介', children: <RecordText text={data.intro} /> },
          { label: '附件', children: <StaffFileList files={data.files} /> },
          ...(data.reviewedAt
            ? [
                { label: '审核人', children: data.reviewedBy ?? '—' },
                { label: '审核时间', children: formatRecordTime(data.reviewedAt) },
                {
                  label: '审核意见',
                  children: <RecordText text={data.reviewNote} />,
                },
              ]
            : []),
        ]}
      />
      {data.status === ApplicationStatus.pending ? (
        <ReviewForm key={data.id} application={data} />
      ) : (
        <DecidedNote
          title={
            data.status === ApplicationStatus.withdrawn
              ? '申请人已撤回该申请，无需审核'
              : `该申请已审核为“${APPLICATION_STATUS_LABELS[data.status]}”`
          }
        />
      )}
    </>
  );
}

/** Approve, or reject with a reason the applicant will read; a refusal (decided meanwhile) is shown above the button. */
function ReviewForm({ application }: { application: AdminApplication }) {
  const [form] = Form.useForm<ReviewValues>();
  const approve = Form.useWatch('approve', form);
  const review = useDecision(useApplicationReview(application.id));

  const submit = (values: ReviewValues) =>
    review.decide(
      reviewInput(values),
      values.approve ? ApplicationReviewMessages.approved : ApplicationReviewMessages.rejected,
    );

  return (
    <DecisionForm<ReviewValues>
      name="applicationReview"
      title="审核"
      form={form}
      onFinish={submit}
      decision={review}
      submit={reviewSubmit(approve)}
    >
      <ReviewDecisionFields
        approve={approve}
        messages={ApplicationReviewMessages}
        max={REVIEW_REASON_MAX_LENGTH}
        reasonExtra="申请人会在系统消息和申请详情中看到这段文字。"
      />
    </DecisionForm>
  );
}
