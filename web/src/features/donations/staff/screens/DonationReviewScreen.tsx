import {
  type AdminDonation,
  DONATION_STATUS_LABELS,
  DonationReviewMessages,
  DonationStatus,
  STAFF_NOTE_MAX_LENGTH,
} from '@museum/shared';
import { Form, Radio, type TableColumnsType } from 'antd';
import { formatRecordTime, OVERDUE_DAYS, waitingDays } from '@/shared/ui/console-page/format';
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
import { WrittenText } from '@/shared/ui/console-page/WrittenText';
import { useDonationDetail, useDonationQueue, useDonationStatusChange } from '../api';

const STATUS_TONES: Record<DonationStatus, Tone> = {
  received: 'waiting',
  contacted: 'info',
  accepted: 'positive',
  declined: 'neutral',
};

/** What each step is called on its button: the action, not the state. */
const STEP_LABELS: Record<DonationStatus, string> = {
  received: '退回已登记',
  contacted: '已联系捐赠人',
  accepted: '接收入藏',
  declined: '不予入藏',
};

const TABS = [
  { key: 'all', label: '全部' },
  ...Object.values(DonationStatus).map((status) => ({ key: status, label: DONATION_STATUS_LABELS[status] })),
];

function DonationStatusTag({ status }: { status: DonationStatus }) {
  return <ToneTag tone={STATUS_TONES[status]}>{DONATION_STATUS_LABELS[status]}</ToneTag>;
}

/** Donation reports (reviewers, admins): follow each one up, received → contacted → accepted or declined. */
export default function DonationReviewScreen() {
  const list = useSearchQuery({ status: 'all', id: '' });
  const { status } = list.query;
  const queue = useDonationQueue({
    status: status === 'all' ? undefined : status,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  });

  const columns: TableColumnsType<AdminDonation> = [
    queueColumns.id(),
    queueColumns.contact('捐赠人'),
    queueColumns.text('藏品介绍', 'intro'),
    {
      title: '附件',
      key: 'files',
      width: 80,
      responsive: ['xl'],
      render: (_, row) =>
        row.files.length ? `${row.files.length} 个` : <span className={styles.muted}>无</span>,
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: DonationStatus) => <DonationStatusTag status={value} />,
    },
    {
      title: '登记时间',
      key: 'age',
      width: 170,
      render: (_, row) => (
        <span className={styles.stack}>
          <span>{formatRecordTime(row.createdAt)}</span>
          {row.next.length > 0 && (
            <span className={row.ageDays >= OVERDUE_DAYS ? styles.overdue : styles.muted}>
              {waitingDays(row.ageDays, '已等')}
            </span>
          )}
        </span>
      ),
    },
    queueColumns.open<AdminDonation>(list, (row) => (row.next.length ? '跟进' : '查看'), '捐赠登记'),
  ];

  return (
    <ReviewQueue
      title="捐赠登记"
      description="跟进观众的藏品捐赠登记：已登记 → 已联系 → 已接收或未入藏；每一步都会以系统消息通知捐赠人。"
      list={list}
      tabs={TABS}
      queue={queue}
      columns={columns}
      scrollX={860}
      emptyText={status === 'all' ? '还没有捐赠登记' : '没有该状态的捐赠登记'}
      totalText={(total) => `共 ${total} 条登记`}
      detail={(id) => <DonationDetail id={id} />}
    />
  );
}

function DonationDetail({ id }: { id: number }) {
  return (
    <RecordDetail record={useDonationDetail(id)} missing={DonationReviewMessages.notFound}>
      {(data) => <DonationRecord data={data} />}
    </RecordDetail>
  );
}

function DonationRecord({ data }: { data: AdminDonation }) {
  return (
    <>
      <RecordFacts
        items={[
          { label: '状态', children: <DonationStatusTag status={data.status} /> },
          { label: '登记类型', children: data.type },
          { label: '捐赠人', children: data.people },
          { label: '联系电话', children: data.phone },
          { label: '登记时间', children: formatRecordTime(data.createdAt) },
          { label: '最后更新', children: formatRecordTime(data.updatedAt) },
          { label: '藏品介绍', children: <RecordText text={data.intro} /> },
          { label: '附件', children: <StaffFileList files={data.files} /> },
          {
            label: '备注',
            children: <RecordText text={data.note} />,
          },
        ]}
      />
      {data.next.length > 0 ? (
        <StatusForm key={`${data.id}-${data.status}`} donation={data} />
      ) : (
        <DecidedNote title={`该捐赠登记已办结（${DONATION_STATUS_LABELS[data.status]}）`} />
      )}
    </>
  );
}

interface StatusValues {
  status?: DonationStatus;
  note?: string;
}

/** Only the steps the server offers in `next`; a note is required to decline (the donor reads it). */
function StatusForm({ donation }: { donation: AdminDonation }) {
  const [form] = Form.useForm<StatusValues>();
  const chosen = Form.useWatch('status', form);
  const change = useDecision(useDonationStatusChange(donation.id));
  const declining = chosen === DonationStatus.declined;

  const submit = ({ status, note }: StatusValues) =>
    change.decide(
      { status: status!, note: note?.trim() || undefined },
      DonationReviewMessages.changed(status!),
    );

  return (
    <DecisionForm<StatusValues>
      name="donationStatus"
      title="更新进展"
      form={form}
      initialValues={{ status: donation.next.length === 1 ? donation.next[0] : undefined }}
      onFinish={submit}
      decision={change}
      submit={{ label: chosen ? `确认：${DONATION_STATUS_LABELS[chosen]}` : '更新状态', danger: declining }}
    >
      <Form.Item
        name="status"
        label="下一步"
        rules={[{ required: true, message: DonationReviewMessages.statusRequired }]}
      >
        <Radio.Group
          options={donation.next.map((status) => ({ value: status, label: STEP_LABELS[status] }))}
        />
      </Form.Item>
      <WrittenText
        name="note"
        label={declining ? '未入藏的原因' : '备注（选填）'}
        extra={
          declining
            ? '捐赠人会在系统消息和登记详情中看到这段原因，请写得体谅、具体。'
            : '捐赠人会在系统消息和登记详情中看到这段文字，例如何时联系、如何交接。'
        }
        max={STAFF_NOTE_MAX_LENGTH}
        rows={3}
        tooLong={DonationReviewMessages.noteTooLong}
        required={declining && DonationReviewMessages.noteRequired}
      />
    </DecisionForm>
  );
}
