import { PrinterOutlined } from '@ant-design/icons';
import { type EntryBooking, EntryChannel, Messages } from '@museum/shared';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { dayjs } from '@/shared/lib/dayjs';
import { optionalPhoneRule } from '@/shared/lib/form-rules';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { FormError } from '@/shared/ui/console-page/FormModal';
import { TicketCard } from '../../components/TicketCard';
import { NEW_VISITOR, VisitorsField, type VisitorValues, visitorsOf } from '../../components/VisitorsField';
import { entryStaffApi, useEntryCalendar, useEntryMutation } from '../api';
import { museumToday } from '../components/dates';
import styles from './WindowBookingScreen.module.css';

interface Values {
  applyTime?: string;
  channel: 'window' | 'phone';
  users: VisitorValues[];
  phone?: string;
}

const CHANNELS = [
  { value: EntryChannel.window, label: '窗口现场' },
  { value: EntryChannel.phone, label: '电话预约' },
];

/** The days the desk may book: today and the week ahead, each with its places left (the reserve included). */
function useBookableDays() {
  const today = museumToday();
  const calendar = useEntryCalendar(today, dayjs(today).add(7, 'day').format('YYYY-MM-DD'));
  return (calendar.data ?? []).map((day) => ({
    value: day.date,
    disabled: !day.open || day.booked >= day.capacity,
    label: `${day.dayShortDesc} · ${day.open ? `余 ${Math.max(0, day.capacity - day.booked)}` : '闭馆'}`,
  }));
}

/**
 * 窗口预约 (front desk, admin): visitors without a smartphone booked at the window or on the phone (docs/PRODUCT.md
 * "The window and the phone"), under the same rules and from the day's reserve; the ticket is printed for them.
 */
export default function WindowBookingScreen() {
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [ticket, setTicket] = useState<EntryBooking | null>(null);
  const book = useEntryMutation(entryStaffApi.bookAtDesk);
  const days = useBookableDays();

  async function submit(values: Values) {
    setRefusal(null);
    try {
      const booked = await book.mutateAsync({
        applyTime: values.applyTime ?? '',
        channel: values.channel,
        users: visitorsOf(values.users),
        phone: values.phone?.trim() || undefined,
      });
      setTicket(booked.data!);
    } catch (failure) {
      setRefusal((failure as Error).message);
    }
  }

  function another() {
    setTicket(null);
    form.resetFields();
  }

  if (ticket) {
    return (
      <ConsolePage
        title="窗口预约"
        description="预约成功。请打印入馆凭证交给观众，凭证上的二维码在入口核验。"
      >
        <div className={styles.printable}>
          <TicketCard booking={ticket} printed />
        </div>
        <Space className={styles.actions}>
          <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
            打印入馆凭证
          </Button>
          <Button onClick={another}>预约下一位</Button>
        </Space>
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      title="窗口预约"
      description="为不使用智能手机的观众在窗口或电话中预约：每日保留的名额优先用于这里，实名规则与线上相同。"
    >
      <Form<Values>
        name="windowBooking"
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ channel: EntryChannel.window, users: [NEW_VISITOR] }}
        scrollToFirstError
        className={styles.form}
      >
        <div className={styles.head}>
          <Form.Item
            name="applyTime"
            label="入馆日期"
            rules={[{ required: true, message: Messages.entryTimeRequired }]}
          >
            <Select options={days} placeholder="选择日期" className={styles.day} />
          </Form.Item>
          <Form.Item name="channel" label="预约方式">
            <Radio.Group optionType="button" options={CHANNELS} />
          </Form.Item>
        </div>
        <VisitorsField />
        <Form.Item
          name="phone"
          label="联系电话（选填）"
          extra="观众没有手机时可不填；填写后闭馆等变动会以短信通知。"
          rules={[optionalPhoneRule]}
          className={styles.phone}
        >
          <Input maxLength={11} inputMode="numeric" autoComplete="off" />
        </Form.Item>
        <FormError text={refusal} />
        <Button type="primary" htmlType="submit" loading={book.isPending}>
          预约并出票
        </Button>
      </Form>
    </ConsolePage>
  );
}
