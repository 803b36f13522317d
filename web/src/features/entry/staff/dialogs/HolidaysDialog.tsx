import {
  ENTRY_CALENDAR_BATCH_MAX,
  ENTRY_REASON_MAX_LENGTH,
  type EntryCalendarBatch,
  EntryStaffMessages,
  entryCalendarBatchSchema,
} from '@museum/shared';
import { Alert, DatePicker, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { type Dayjs, dayjs } from '@/shared/lib/dayjs';
import { message, modal } from '@/shared/lib/feedback';
import { FormModal } from '@/shared/ui/console-page/FormModal';
import { entryStaffApi, useEntryMutation } from '../api';
import { museumToday } from '../components/dates';
import { errorText } from '../components/day-fields';

interface Values {
  mode: 'range' | 'list';
  range?: [Dayjs, Dayjs];
  list?: Dayjs[];
  reason: string;
}

/** Every day of a range, both ends included. */
function daysOf(values: Values): string[] {
  if (values.mode === 'list')
    return [...new Set((values.list ?? []).map((d) => d.format('YYYY-MM-DD')))].sort();
  const [from, to] = values.range ?? [];
  if (!from || !to) return [];
  const days: string[] = [];
  for (
    let day = from.startOf('day');
    !day.isAfter(to, 'day') && days.length <= ENTRY_CALENDAR_BATCH_MAX;
    day = day.add(1, 'day')
  ) {
    days.push(day.format('YYYY-MM-DD'));
  }
  return days;
}

/** A day with bookings: the server names it and how many (closeNeedsNotify). */
const needsNotify = (message: string) => message.includes('闭馆须同时取消这些预约');

/**
 * 批量设置闭馆 (admin): a year's holidays at once, as a range or a list of dates with one reason, in one
 * all-or-nothing call. If a day has bookings the server says which; the admin then confirms cancelling them.
 */
export function HolidaysDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [formError, setFormError] = useState<string | null>(null);
  const mode = Form.useWatch('mode', form) ?? 'range';
  const change = useEntryMutation((batch: EntryCalendarBatch) => entryStaffApi.changeDays(batch));
  const today = museumToday();

  const send = async (batch: EntryCalendarBatch) => {
    const answer = await change.mutateAsync(batch);
    void message.success(answer.msg || EntryStaffMessages.saved);
    form.resetFields();
    onClose();
  };

  const save = async (values: Values) => {
    setFormError(null);
    const reason = values.reason.trim();
    const batch = { days: daysOf(values).map((date) => ({ date, open: false, reason })) };
    const checked = entryCalendarBatchSchema.safeParse(batch);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      const field = issue.path.includes('reason') ? 'reason' : values.mode;
      form.setFields([{ name: field, errors: [issue.message] }]);
      return;
    }
    try {
      await send(checked.data);
    } catch (error) {
      const text = errorText(error);
      if (!needsNotify(text)) {
        setFormError(text);
        return;
      }
      // All or nothing: nothing changed yet. Ask, then close every day and cancel their bookings.
      const confirmed = await modal.confirm({
        title: '所选日期中已有预约，确认闭馆并取消预约？',
        content: `${text.split('，')[0]}（可能还有其他日期）。确认后这些日期的预约将全部取消，每位预约的观众都会收到一条站内消息和一条短信，告知闭馆原因“${reason}”。此操作不能撤销。`,
        okText: '确认闭馆并通知观众',
        okButtonProps: { danger: true },
        cancelText: '再想想',
      });
      if (!confirmed) return;
      try {
        await send({ days: checked.data.days.map((day) => ({ ...day, notify: true })) });
      } catch (again) {
        setFormError(errorText(again));
      }
    }
  };

  return (
    <FormModal
      open={open}
      title="批量设置闭馆"
      okText="保存"
      form={form}
      sending={change.isPending}
      onClose={onClose}
      destroyOnHidden
    >
      <p>为节假日、布展等一次设置多天闭馆（最多 {ENTRY_CALENDAR_BATCH_MAX} 天），全部成功或全部不改。</p>
      <Form<Values>
        form={form}
        name="entry-holidays"
        layout="vertical"
        initialValues={{ mode: 'range', reason: '' }}
        onFinish={(values) => void save(values)}
      >
        <Form.Item name="mode" label="选择方式">
          <Radio.Group
            options={[
              { value: 'range', label: '连续日期' },
              { value: 'list', label: '逐个选择日期' },
            ]}
          />
        </Form.Item>
        {mode === 'range' ? (
          <Form.Item
            name="range"
            label="日期范围"
            rules={[{ required: true, message: EntryStaffMessages.daysRequired }]}
          >
            <DatePicker.RangePicker
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs(today), 'day')}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="list"
            label="日期"
            rules={[{ required: true, message: EntryStaffMessages.daysRequired }]}
          >
            <DatePicker
              multiple
              style={{ width: '100%' }}
              disabledDate={(day) => day.isBefore(dayjs(today), 'day')}
              maxTagCount="responsive"
            />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label="闭馆原因"
          required
          rules={[{ required: true, whitespace: true, message: EntryStaffMessages.reasonRequired }]}
        >
          <Input maxLength={ENTRY_REASON_MAX_LENGTH} showCount placeholder="如：春节闭馆" />
        </Form.Item>
        {formError && <Alert type="error" showIcon title={formError} role="alert" />}
      </Form>
    </FormModal>
  );
}
