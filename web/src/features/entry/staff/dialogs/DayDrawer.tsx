import {
  ENTRY_CAPACITY_MAX,
  ENTRY_REASON_MAX_LENGTH,
  type EntryCalendarDay,
  type EntryDayChange,
  EntryStaffMessages,
  EntryStatus,
  entryDayChangeSchema,
} from '@museum/shared';
import { Alert, Button, Descriptions, Drawer, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { message, modal } from '@/shared/lib/feedback';
import { entryStaffApi, useEntryMutation } from '../api';
import { errorText, placeIssues, placeMessage } from '../components/day-fields';

interface Values {
  open: boolean;
  capacity: number | null;
  reason: string;
}

const FIELDS = ['open', 'capacity', 'reason'] as const;

/** The bookings a closing would cancel: counted by the server (the calendar counts people, not bookings). */
async function bookingsToCancel(date: string): Promise<number | null> {
  try {
    const answer = await entryStaffApi.bookings({
      date,
      status: EntryStatus.booked,
      pageNum: 1,
      pageSize: 1,
    });
    return answer.counts.booked;
  } catch {
    return null;
  }
}

/**
 * One day (admin): its capacity, open or closed with a reason. Closing a day that has bookings asks first,
 * saying how many will be cancelled and that each visitor is told, and only then sends `notify: true`.
 */
export function DayDrawer({ day, onClose }: { day: EntryCalendarDay | undefined; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const change = useEntryMutation(({ date, body }: { date: string; body: EntryDayChange }) =>
    entryStaffApi.changeDay(date, body),
  );
  const open = Form.useWatch('open', form);

  useEffect(() => {
    if (!day) return;
    setFormError(null);
    form.resetFields();
    form.setFieldsValue({ open: day.open, capacity: day.capacity, reason: day.reason ?? '' });
  }, [day, form]);

  if (!day) return <Drawer open={false} />;

  const save = async (values: Values) => {
    setFormError(null);
    // Only what changed is sent: an untouched capacity stays the configured one.
    const body: EntryDayChange = {};
    if (values.capacity !== null && values.capacity !== day.capacity) body.capacity = values.capacity;
    if (values.open !== day.open) body.open = values.open;
    const reason = values.reason.trim();
    if (reason && (reason !== (day.reason ?? '') || body.open === false)) body.reason = reason;
    if (!values.open && !reason) body.reason = '';
    const checked = entryDayChangeSchema.safeParse(body);
    if (!checked.success) {
      setFormError(placeIssues(form, checked.error.issues, FIELDS));
      return;
    }
    const closing = body.open === false;
    if (closing && day.booked > 0) {
      const bookings = await bookingsToCancel(day.date);
      const count =
        bookings === null ? `全部预约（共 ${day.booked} 人）` : `${bookings} 笔预约（共 ${day.booked} 人）`;
      const confirmed = await modal.confirm({
        title: `闭馆并取消 ${day.dayShortDesc} 的 ${count}？`,
        content: `这一天已有 ${count}。闭馆后这些预约将全部取消，每位预约的观众都会收到一条站内消息和一条短信，告知闭馆原因“${reason}”。此操作不能撤销。`,
        okText: '确认闭馆并通知观众',
        okButtonProps: { danger: true },
        cancelText: '再想想',
      });
      if (!confirmed) return;
      body.notify = true;
    }
    try {
      const answer = await change.mutateAsync({ date: day.date, body });
      void message.success(answer.msg || EntryStaffMessages.saved);
      onClose();
    } catch (error) {
      setFormError(placeMessage(form, errorText(error), FIELDS));
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={`修改 ${day.dayShortDesc}`}
      size={420}
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={change.isPending} onClick={() => form.submit()}>
            保存
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'date', label: '日期', children: day.date },
          { key: 'booked', label: '已预约', children: `${day.booked} 人` },
          { key: 'checkedIn', label: '已入馆', children: `${day.checkedIn} 人` },
          { key: 'custom', label: '设置来源', children: day.custom ? '管理员单独设置' : '按默认规则' },
        ]}
        style={{ marginBottom: 20 }}
      />
      <Form<Values> form={form} layout="vertical" onFinish={(values) => void save(values)} name="entry-day">
        <Form.Item name="open" label="开放状态">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: true, label: '开放' },
              { value: false, label: '闭馆' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="capacity"
          label="每日名额（人）"
          extra={day.booked > 0 ? `不能少于已预约的 ${day.booked} 人` : undefined}
        >
          <InputNumber min={0} max={ENTRY_CAPACITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={open === false ? '闭馆原因' : '备注'}
          required={open === false}
          extra={open === false ? '观众会在闭馆提示和通知里看到这个原因' : undefined}
        >
          <Input
            maxLength={ENTRY_REASON_MAX_LENGTH}
            showCount
            placeholder={open === false ? '如：布展闭馆' : '选填'}
          />
        </Form.Item>
        {open === false && day.open && day.booked > 0 && (
          <Alert
            type="warning"
            showIcon
            title={`这一天已有 ${day.booked} 人预约，闭馆会取消这些预约并通知观众，保存前会再次确认。`}
            style={{ marginBottom: 16 }}
          />
        )}
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </Drawer>
  );
}
