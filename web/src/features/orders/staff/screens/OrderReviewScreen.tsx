import { CloseOutlined } from '@ant-design/icons';
import {
  type AdminOrder,
  AdminOrderMessages,
  ContentType,
  ORDER_STATUS_LABELS,
  OrderStatus,
  STAFF_NOTE_MAX_LENGTH,
} from '@museum/shared';
import { Button, Popconfirm, Progress, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { groupCode } from '@/shared/lib/format';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { formatDay, formatRecordTime } from '@/shared/ui/console-page/format';
import { PagedTable } from '@/shared/ui/console-page/PagedTable';
import { ReasonDialog } from '@/shared/ui/console-page/ReasonDialog';
import { queueColumns } from '@/shared/ui/console-page/ReviewQueue';
import styles from '@/shared/ui/console-page/review.module.css';
import { type Tone, ToneTag } from '@/shared/ui/console-page/ToneTag';
import { useSearchQuery } from '@/shared/ui/console-page/useSearchQuery';
import { orderStaffApi, useOrderChange, useOrderList } from '../api';

const MODULE_LABELS: Record<AdminOrder['module'], string> = {
  [ContentType.exhibition]: '展览',
  [ContentType.education]: '教育活动',
};
const STATUS_TONES: Record<OrderStatus, Tone> = {
  booked: 'info',
  attended: 'positive',
  cancelled: 'neutral',
};

const STATUS_FILTER = [
  { value: '', label: '全部状态' },
  ...Object.values(OrderStatus).map((status) => ({ value: status, label: ORDER_STATUS_LABELS[status] })),
];
const MODULE_FILTER = [
  { value: '', label: '展览与活动' },
  { value: String(ContentType.exhibition), label: MODULE_LABELS[ContentType.exhibition] },
  { value: String(ContentType.education), label: MODULE_LABELS[ContentType.education] },
];

/** The item's places: booked of capacity, as a bar when there is a limit. */
function Places({ order }: { order: AdminOrder }) {
  if (order.capacity === null) return <span>{order.booked} / 不限</span>;
  const percent = order.capacity ? Math.round((order.booked / order.capacity) * 100) : 100;
  return (
    <span className={styles.stack}>
      <span>
        {order.booked} / {order.capacity}
        {order.booked >= order.capacity && <span className={styles.muted}>（已满）</span>}
      </span>
      <Progress
        percent={percent}
        size="small"
        showInfo={false}
        strokeColor={order.booked >= order.capacity ? '#d4380d' : 'var(--seal)'}
        aria-label={`已预约 ${order.booked} 个名额，共 ${order.capacity} 个`}
      />
    </span>
  );
}

/** When and where: an exhibition runs for days, so its date; an event its date and hour. */
const schedule = (order: AdminOrder) =>
  [
    order.startTime &&
      (order.module === ContentType.exhibition
        ? formatDay(order.startTime)
        : formatRecordTime(order.startTime)),
    order.place,
  ]
    .filter(Boolean)
    .join(' · ');

/** Exhibition and event orders (reviewers, admins): filter, see each item's places, mark attended, cancel. */
export default function OrderReviewScreen() {
  const list = useSearchQuery({ status: '', module: '', resId: '' });
  const { status, module, resId } = list.query;
  const orders = useOrderList({
    status: status || undefined,
    module: module || undefined,
    resId: resId || undefined,
    pageNum: list.pageNum,
    pageSize: list.pageSize,
  });
  const [cancelling, setCancelling] = useState<AdminOrder>();
  const attend = useOrderChange((id: number) => orderStaffApi.attend(id));
  // The item filtered to, named from the rows it lists.
  const item = resId ? orders.data?.rows.find((row) => String(row.resId) === resId) : undefined;

  const columns: TableColumnsType<AdminOrder> = [
    {
      title: '预约码',
      dataIndex: 'orderCode',
      width: 130,
      render: (code: string) => <span className={styles.code}>{groupCode(code)}</span>,
    },
    {
      title: '展览 / 活动',
      key: 'item',
      render: (_, row) => (
        <span className={styles.stack}>
          <span>
            <Tag>{MODULE_LABELS[row.module]}</Tag>
            {resId ? (
              row.title
            ) : (
              <Button
                type="link"
                size="small"
                className={styles.inlineLink}
                onClick={() => list.filter({ module: String(row.module), resId: String(row.resId) })}
                title="只看这一场的预约"
              >
                {row.title}
              </Button>
            )}
          </span>
          {schedule(row) && <span className={styles.muted}>{schedule(row)}</span>}
        </span>
      ),
    },
    { title: '人数', dataIndex: 'num', width: 64, render: (num: number) => `${num} 人` },
    { ...queueColumns.contact<AdminOrder>('联系人'), width: 120 },
    { title: '名额（已约/总数）', key: 'places', width: 130, render: (_, row) => <Places order={row} /> },
    {
      title: '状态',
      key: 'status',
      width: 150,
      render: (_, row) => (
        <span className={styles.stack}>
          <span>
            <ToneTag tone={STATUS_TONES[row.status]}>{ORDER_STATUS_LABELS[row.status]}</ToneTag>
          </span>
          {row.status === OrderStatus.cancelled && row.cancelReason && (
            <span className={styles.muted}>原因：{row.cancelReason}</span>
          )}
          {row.status === OrderStatus.attended && row.attendedAt && (
            <span className={styles.muted}>{formatRecordTime(row.attendedAt)}</span>
          )}
        </span>
      ),
    },
    {
      title: '预约时间',
      dataIndex: 'createdAt',
      width: 140,
      responsive: ['xl'],
      render: formatRecordTime,
    },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) =>
        row.status === OrderStatus.booked ? (
          <Space size={0} wrap>
            <Popconfirm
              title={`登记预约 ${groupCode(row.orderCode)} 已参加？`}
              okText="登记已参加"
              cancelText="返回"
              onConfirm={() =>
                attend.mutateAsync(row.id).then(
                  (result) => void feedback.success(result.msg || AdminOrderMessages.attended),
                  (failure: Error) => void feedback.error(failure.message),
                )
              }
            >
              <Button type="link" size="small">
                登记参加
              </Button>
            </Popconfirm>
            <Button type="link" size="small" danger onClick={() => setCancelling(row)}>
              取消预约
            </Button>
          </Space>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <ConsolePage
      title="展览与活动预约"
      description="查看观众对展览和教育活动的预约与名额；到场后登记参加，必要时写明原因取消预约（名额随即释放）。"
    >
      <search className={styles.filters} aria-label="筛选预约">
        <Select
          aria-label="预约状态"
          value={status}
          options={STATUS_FILTER}
          onChange={(value) => list.filter({ status: value })}
          className={styles.select}
        />
        <Select
          aria-label="展览或活动"
          value={module}
          options={MODULE_FILTER}
          onChange={(value) => list.filter({ module: value, resId: '' })}
          className={styles.select}
        />
        {resId && (
          <Tag
            closable
            closeIcon={<CloseOutlined aria-label="不再只看这一场" />}
            onClose={() => list.filter({ resId: '' })}
          >
            只看：{item?.title ?? `编号 ${resId}`}
          </Tag>
        )}
      </search>
      <PagedTable<AdminOrder>
        rows={orders}
        what="预约"
        columns={columns}
        scroll={{ x: 1040 }}
        emptyText={status || module || resId ? '没有符合条件的预约' : '还没有预约'}
        totalText={(total) => `共 ${total} 条预约`}
        paging={list}
        onPage={list.page}
      />
      <CancelDialog order={cancelling} onClose={() => setCancelling(undefined)} />
    </ConsolePage>
  );
}

/** Cancelling is the confirmation itself: it names the order, says what follows and asks for the reason. */
function CancelDialog({ order, onClose }: { order?: AdminOrder; onClose: () => void }) {
  const cancel = useOrderChange((reason: string) => orderStaffApi.cancel(order!.id, reason));
  return (
    <ReasonDialog
      open={Boolean(order)}
      name="orderCancel"
      title="取消预约"
      okText="确认取消预约"
      danger
      reason={{
        label: '取消原因',
        max: STAFF_NOTE_MAX_LENGTH,
        tooLong: AdminOrderMessages.reasonTooLong,
        required: AdminOrderMessages.reasonRequired,
      }}
      send={async (reason) => {
        const result = await cancel.mutateAsync(reason);
        feedback.success(result.msg || AdminOrderMessages.cancelled);
      }}
      onClose={onClose}
    >
      {order && (
        <p>
          将取消 {order.people} 预约的“{order.title}”（{order.num} 人，预约码 {groupCode(order.orderCode)}
          ）。取消后名额立即释放，观众会在系统消息中看到取消原因。此操作不可撤销。
        </p>
      )}
    </ReasonDialog>
  );
}
