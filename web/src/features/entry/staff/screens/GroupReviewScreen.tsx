import {
  ENTRY_ADULT_AGE,
  type EntryGroupDetail,
  EntryGroupMessages,
  type EntryGroupRow,
  GROUP_STATUS_LABELS,
  GroupStatus,
  STAFF_NOTE_MAX_LENGTH,
} from '@museum/shared';
import { Alert, Button, DatePicker, Form, Table, type TableColumnsType } from 'antd';
import { useId } from 'react';
import { dayjs } from '@/shared/lib/dayjs';
import { groupCode } from '@/shared/lib/format';
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
import review from '@/shared/ui/console-page/review.module.css';
import { type Tone, ToneTag } from '@/shared/ui/console-page/ToneTag';
import { useDecision } from '@/shared/ui/console-page/useDecision';
import { useSearchQuery } from '@/shared/ui/console-page/useSearchQuery';
import { useEntryGroup, useEntryGroupReview, useEntryGroups } from '../api';
import styles from './GroupReviewScreen.module.css';

const STATUS_TONES: Record<GroupStatus, Tone> = {
  pending: 'waiting',
  approved: 'positive',
  rejected: 'negative',
  cancelled: 'neutral',
  checkedIn: 'info',
  noShow: 'neutral',
};

/** The queue opens on what waits for a decision; "全部" is the empty status. */
const TABS = [
  ...Object.values(GroupStatus).map((status) => ({ key: status, label: GROUP_STATUS_LABELS[status] })),
  { key: 'all', label: '全部' },
];

/** A member as the list shows it: numbered, so the reviewer can count and refer to one. */
type Member = EntryGroupDetail['members'][number] & { number: number };

function GroupStatusTag({ status }: { status: GroupStatus }) {
  return <ToneTag tone={STATUS_TONES[status]}>{GROUP_STATUS_LABELS[status]}</ToneTag>;
}

/** The group's size as the desk will count it: everyone with the leader, and the minors among them. */
const headcount = (group: Pick<EntryGroupRow, 'people' | 'minors'>) =>
  group.minors > 0 ? `${group.people} 人（未成年 ${group.minors} 人）` : `${group.people} 人`;

/** Groups' visit applications (reviewers, admins): the queue by status and visit day, each one's list and decision. */
export default function GroupReviewScreen() {
  const list = useSearchQuery({ status: GroupStatus.pending as string, date: '', id: '' });
  const { status, date } = list.query;
  const queue = useEntryGroups({
    status: status === 'all' ? undefined : status,
    date: date || undefined,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  });

  const columns: TableColumnsType<EntryGroupRow> = [
    queueColumns.id(),
    {
      title: '单位',
      dataIndex: 'orgName',
      width: 200,
      render: (name: string) => <span className={review.clamp}>{name}</span>,
    },
    {
      title: '参观日期',
      key: 'day',
      width: 130,
      render: (_, row) => (
        <span className={review.stack}>
          <span>{row.dayShortDesc}</span>
          <span className={review.muted}>{row.applyTime}</span>
        </span>
      ),
    },
    { title: '人数', key: 'people', width: 150, render: (_, row) => headcount(row) },
    {
      title: '领队',
      key: 'leader',
      width: 130,
      render: (_, row) => (
        <span className={review.stack}>
          <span>{row.leaderName}</span>
          <span className={review.muted}>{row.phone}</span>
        </span>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 90,
      render: (value: GroupStatus) => <GroupStatusTag status={value} />,
    },
    queueColumns.age(GroupStatus.pending),
    {
      title: '操作',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => {
        const action = row.status === GroupStatus.pending ? '审核' : '查看';
        return (
          <Button
            type="link"
            size="small"
            onClick={() => list.set({ id: String(row.id) })}
            aria-label={`${action}团体预约 ${row.id}（${row.orgName}）`}
          >
            {action}
          </Button>
        );
      },
    },
  ];

  return (
    <ReviewQueue
      title="团体预约"
      description="审核学校和单位的团体参观申请；通过即占用当日团体名额并向领队发放团体入馆码，不通过须写明原因。"
      list={list}
      tabs={TABS}
      filters={
        <search className={review.filters} aria-label="筛选团体预约">
          <label htmlFor="group-day" className={styles.label}>
            参观日期
          </label>
          <DatePicker
            id="group-day"
            placeholder="全部日期"
            value={date ? dayjs(date) : null}
            onChange={(value) => list.filter({ date: value ? value.format('YYYY-MM-DD') : '' })}
          />
        </search>
      }
      queue={queue}
      columns={columns}
      scrollX={1020}
      emptyText={date || status !== GroupStatus.pending ? '没有符合条件的团体预约' : '没有待审核的团体预约'}
      totalText={(total) => `共 ${total} 个团体`}
      detail={(id) => <GroupDetail id={id} />}
    />
  );
}

function GroupDetail({ id }: { id: number }) {
  return (
    <RecordDetail record={useEntryGroup(id)} missing={EntryGroupMessages.notFound}>
      {(data) => <GroupRecord data={data} />}
    </RecordDetail>
  );
}

const person = (who: EntryGroupDetail['leader']) => `${who.name} · ${who.document}`;

/** What stands under a decided group: its ticket once approved, so the reviewer can read it out to the leader. */
function decidedTitle(group: EntryGroupDetail): string {
  const ticket = group.ticketCode ? `团体入馆码 ${groupCode(group.ticketCode)}` : '';
  switch (group.status) {
    case GroupStatus.cancelled:
      return '领队已取消该团体预约，无需审核';
    case GroupStatus.rejected:
      return '该申请已审核为“未通过”';
    case GroupStatus.checkedIn:
      return `该团体已入馆（${ticket}）`;
    case GroupStatus.noShow:
      return `该团体未到馆（${ticket}）`;
    default:
      return `已通过，${ticket}`;
  }
}

function GroupRecord({ data }: { data: EntryGroupDetail }) {
  const captionId = useId();
  return (
    <>
      <RecordFacts
        items={[
          { label: '状态', children: <GroupStatusTag status={data.status} /> },
          { label: '单位名称', children: data.orgName },
          { label: '参观日期', children: `${data.dayShortDesc}（${data.applyTime}）` },
          { label: '人数', children: `${headcount(data)}，含领队` },
          ...(data.status === GroupStatus.pending
            ? [{ label: '当日名额', children: <PlacesLeft group={data} /> }]
            : []),
          { label: '领队', children: person(data.leader) },
          { label: '领队电话', children: data.leaderPhone },
          {
            label: '提交时间',
            children: (
              <>
                {formatRecordTime(data.createdAt)}
                {data.status === GroupStatus.pending && (
                  <span className={review.muted}>（{waitingDays(data.ageDays)}）</span>
                )}
              </>
            ),
          },
          { label: '备注', children: <RecordText text={data.note} /> },
          ...(data.ticketCode
            ? [
                {
                  label: '入馆码',
                  children: <span className={review.code}>{groupCode(data.ticketCode)}</span>,
                },
              ]
            : []),
          ...(data.reviewedAt
            ? [
                { label: '审核人', children: data.reviewedBy ?? '—' },
                { label: '审核时间', children: formatRecordTime(data.reviewedAt) },
                { label: '审核意见', children: <RecordText text={data.reviewNote} /> },
              ]
            : []),
        ]}
      />
      {/* Dozens of rows: scrolled in their own box, so the decision below stays a short scroll away. */}
      <section
        className={styles.members}
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls in its box, which a keyboard must reach
        tabIndex={0}
      >
        <Table<Member>
          caption={<span id={captionId}>{`成员名单（${data.members.length} 人，不含领队）`}</span>}
          rowKey="number"
          size="small"
          pagination={false}
          dataSource={data.members.map((member, index) => ({ ...member, number: index + 1 }))}
          columns={[
            { title: '序号', dataIndex: 'number', width: 56, className: styles.nowrap },
            { title: '姓名', dataIndex: 'name', width: 90, className: styles.nowrap },
            { title: '证件', dataIndex: 'document' },
            {
              title: '年龄',
              dataIndex: 'age',
              width: 120,
              className: styles.nowrap,
              render: (age: number | null) =>
                age === null ? (
                  '—'
                ) : (
                  <>
                    {age} 岁
                    {age < ENTRY_ADULT_AGE && (
                      <span className={`${review.muted} ${styles.minor}`}>（未成年）</span>
                    )}
                  </>
                ),
            },
          ]}
        />
      </section>
      {data.status === GroupStatus.pending ? (
        <ReviewForm key={data.id} group={data} />
      ) : (
        <DecidedNote title={decidedTitle(data)} />
      )}
    </>
  );
}

/** What approving needs: the day's group places left, and whether they hold the whole group. */
function PlacesLeft({ group }: { group: EntryGroupDetail }) {
  return (
    <>
      {`当日团体名额剩余 ${group.placesLeft} 人`}
      {group.placesLeft < group.people && (
        <span className={styles.short}>（不够本团 {group.people} 人）</span>
      )}
    </>
  );
}

/**
 * Approve (the group's places are taken and its ticket sent to the leader), or reject with a reason the leader
 * will read; too few places left are said first, and a refusal (too few of them, decided meanwhile) is shown
 * above the button.
 */
function ReviewForm({ group }: { group: EntryGroupDetail }) {
  const [form] = Form.useForm<ReviewValues>();
  const approve = Form.useWatch('approve', form);
  const decision = useDecision(useEntryGroupReview(group.id));
  const enough = group.placesLeft >= group.people;

  const submit = (values: ReviewValues) =>
    decision.decide(
      reviewInput(values),
      values.approve ? EntryGroupMessages.approved : EntryGroupMessages.rejected,
    );

  return (
    <DecisionForm<ReviewValues>
      name="groupReview"
      title="审核"
      form={form}
      onFinish={submit}
      decision={decision}
      submit={reviewSubmit(approve)}
    >
      {!enough && (
        <Alert
          className={styles.places}
          type="warning"
          showIcon
          title="当日团体名额不足"
          description={`剩余名额不足以接待本团 ${group.people} 人（含领队）：请不通过，并在原因中建议改期。`}
        />
      )}
      <ReviewDecisionFields
        approve={approve}
        messages={EntryGroupMessages}
        max={STAFF_NOTE_MAX_LENGTH}
        approveExtra={`通过即占用当日团体名额 ${group.people} 人，并以系统消息向领队发送团体入馆码。`}
        reasonExtra="领队会在系统消息中看到这段文字。"
      />
    </DecisionForm>
  );
}
