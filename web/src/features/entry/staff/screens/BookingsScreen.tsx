import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import {
  DEFAULT_PAGE_SIZE,
  ENTRY_CHANNEL_LABELS,
  ENTRY_STATUS_LABELS,
  EntryChannel,
  type EntryStaffBooking,
  EntryStatus,
  entryBookingsQuerySchema,
  StaffRole,
} from '@museum/shared';
import { Badge, Button, Dropdown, Form, Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { message, modal } from '@/shared/lib/feedback';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { PagedTable } from '@/shared/ui/console-page/PagedTable';
import { hasRole, useStaffSession } from '../../../staff';
import { type EntryBookingsQuery, entryStaffApi, saveBlob, useEntryBookings, useEntryMutation } from '../api';
import { DayPicker } from '../components/DayPicker';
import { museumDateTime, museumTime, museumToday } from '../components/dates';
import styles from './BookingsScreen.module.css';

/** Badge colours per status; the word beside each says it without the colour. */
const STATUS_BADGE: Record<EntryStatus, 'processing' | 'default' | 'success' | 'warning'> = {
  booked: 'processing',
  cancelled: 'default',
  checkedIn: 'success',
  noShow: 'warning',
};

const STATUSES = Object.values(EntryStatus) as EntryStatus[];

/** 当日预约 (front desk, admin): a day's bookings, masked, with counts per status and the CSV export. */
export default function BookingsScreen() {
  const isAdmin = useStaffSession((s) => hasRole(s.profile?.roles, [StaffRole.admin]));
  const [query, setQuery] = useState<EntryBookingsQuery>({
    date: museumToday(),
    pageNum: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const bookings = useEntryBookings(query);
  const cancelAtDesk = useEntryMutation(entryStaffApi.cancelAtDesk);
  const { data } = bookings;

  const filter = (changes: Partial<EntryBookingsQuery>) =>
    setQuery((q) => ({ ...q, ...changes, pageNum: 1 }));

  const searchPhone = (value: string) => {
    const trimmed = value.trim();
    // The server's own rule (full number or last 4 digits), checked here first to answer at once.
    const checked = entryBookingsQuerySchema.safeParse({ date: query.date, phone: trimmed });
    const issue = checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === 'phone');
    setPhoneError(issue?.message);
    if (!issue) filter({ phone: trimmed || undefined });
  };

  const download = async (full: boolean) => {
    setExporting(true);
    try {
      const blob = await entryStaffApi.exportCsv(query.date, full);
      saveBlob(blob, `入馆预约-${query.date}${full ? '-完整' : ''}.csv`);
      void message.success(full ? '已导出完整信息，本次导出已记入操作日志' : '已导出');
    } catch {
      // The request layer already said why.
    } finally {
      setExporting(false);
    }
  };

  const confirmFull = () =>
    modal.confirm({
      title: '导出完整的姓名和手机号？',
      content: `将导出 ${query.date} 全部预约的完整姓名和手机号。本次导出会写入操作日志（谁、何时、哪一天）；文件含个人信息，请妥善保管，用完即删。`,
      okText: '导出完整信息',
      cancelText: '取消',
      onOk: () => download(true),
    });

  const confirmCancel = (row: EntryStaffBooking) =>
    modal.confirm({
      title: `取消票号 ${row.ticketCode} 的预约？`,
      content: `${row.names.join('、')}，共 ${row.people} 人。取消后名额释放${row.date === museumToday() ? '；参观当日取消计为一次爽约' : ''}。请向观众确认后再取消。`,
      okText: '取消预约',
      okButtonProps: { danger: true },
      cancelText: '不取消',
      onOk: () => cancelAtDesk.mutateAsync(row.id),
    });

  const columns: TableColumnsType<EntryStaffBooking> = [
    {
      title: '票号',
      dataIndex: 'ticketCode',
      width: 130,
      render: (code: string) => <span className={styles.code}>{code}</span>,
    },
    {
      title: '参观人',
      key: 'names',
      // A group's ticket lists its leader and every member: the leader stands for them.
      render: (_value, row) =>
        row.channel === EntryChannel.group
          ? `领队 ${row.names[0]} 等 ${row.people} 人`
          : row.names.join('、'),
    },
    {
      title: '渠道',
      dataIndex: 'channel',
      width: 80,
      render: (channel: EntryChannel) => <Tag>{ENTRY_CHANNEL_LABELS[channel]}</Tag>,
    },
    { title: '人数', dataIndex: 'people', width: 70, align: 'right' },
    { title: '手机号', dataIndex: 'phone', width: 130 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: EntryStatus) => (
        <Badge status={STATUS_BADGE[status]} text={ENTRY_STATUS_LABELS[status]} />
      ),
    },
    {
      title: '入馆/取消时间',
      key: 'when',
      width: 150,
      render: (_value, row) =>
        row.checkedInAt
          ? `${museumTime(row.checkedInAt)} 入馆`
          : row.cancelledAt
            ? `${museumDateTime(row.cancelledAt)} 取消`
            : '—',
    },
    { title: '预约时间', dataIndex: 'createdAt', width: 140, render: museumDateTime, responsive: ['lg'] },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      // Only what the desk booked: a visitor without a smartphone cancels by calling or at the window.
      render: (_value, row) =>
        row.status === EntryStatus.booked &&
        (row.channel === EntryChannel.window || row.channel === EntryChannel.phone) ? (
          <Button
            type="link"
            danger
            size="small"
            aria-label={`取消预约：票号 ${row.ticketCode}`}
            onClick={() => confirmCancel(row)}
          >
            取消预约
          </Button>
        ) : null,
    },
  ];

  const counts = data?.counts;
  const plainExport = (
    <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={() => void download(false)}>
      导出 CSV
    </Button>
  );
  // Admins get the full data as a second, confirmed choice; the plain export stays one click.
  const exportButton = isAdmin ? (
    <Space.Compact>
      {plainExport}
      <Dropdown
        trigger={['click']}
        menu={{ items: [{ key: 'full', label: '导出完整信息' }], onClick: confirmFull }}
      >
        <Button icon={<DownOutlined aria-hidden />} aria-label="更多导出方式" disabled={exporting} />
      </Dropdown>
    </Space.Compact>
  ) : (
    plainExport
  );

  return (
    <ConsolePage
      title="当日预约"
      description="按日期查看入馆预约；姓名和手机号已脱敏显示。"
      actions={exportButton}
    >
      <search aria-label="筛选预约">
        <Form layout="inline" className={styles.filters}>
          <Form.Item label="日期" htmlFor="bookings-date">
            <DayPicker id="bookings-date" day={query.date} onChange={(date) => filter({ date })} />
          </Form.Item>
          <Form.Item label="状态" htmlFor="bookings-status">
            <Select<EntryStatus | ''>
              id="bookings-status"
              value={query.status ?? ''}
              onChange={(status) => filter({ status: status || undefined })}
              options={[
                { value: '', label: '全部状态' },
                ...STATUSES.map((status) => ({ value: status, label: ENTRY_STATUS_LABELS[status] })),
              ]}
              style={{ width: 130 }}
            />
          </Form.Item>
          <Form.Item
            label="手机号"
            htmlFor="bookings-phone"
            validateStatus={phoneError ? 'error' : undefined}
            help={phoneError}
          >
            <Input.Search
              id="bookings-phone"
              placeholder="完整手机号或末4位"
              allowClear
              inputMode="numeric"
              value={phone}
              onChange={(event) => {
                setPhone(event.target.value);
                if (!event.target.value) searchPhone('');
              }}
              onSearch={searchPhone}
              enterButton="查询"
              style={{ width: 260 }}
            />
          </Form.Item>
        </Form>
      </search>
      <section aria-label="各状态预约数" className={styles.counts}>
        {STATUSES.map((status) => (
          <div key={status} className={styles.count} data-status={status}>
            <span className={styles.countLabel}>{ENTRY_STATUS_LABELS[status]}</span>
            <span className={styles.countValue}>
              {counts ? counts[status] : '—'}
              <small> 笔</small>
            </span>
          </div>
        ))}
      </section>
      <PagedTable<EntryStaffBooking>
        rows={bookings}
        what="预约列表"
        columns={columns}
        scroll={{ x: 840 }}
        emptyText="这一天没有符合条件的预约"
        totalText={(total) => `共 ${total} 笔预约`}
        paging={query}
        onPage={(pageNum, pageSize) => setQuery((q) => ({ ...q, pageNum, pageSize }))}
      />
    </ConsolePage>
  );
}
