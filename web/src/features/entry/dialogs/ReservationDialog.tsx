import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type EntryBooking, entryRuleNotes, Messages, userCenterPath } from '@museum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { phoneRules } from '@/shared/lib/form-rules';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { entryKeys, useBook, useEntryRules, useEntrySlots } from '../api';
import { DayPicker } from '../components/DayPicker';
import { DialogNotes, EntryDialogFrame, ResultHeading } from '../components/EntryDialogFrame';
import { TicketCard } from '../components/TicketCard';
import { NEW_VISITOR, VisitorsField, type VisitorValues, visitorsOf } from '../components/VisitorsField';
import styles from './ReservationDialog.module.css';

interface Values {
  applyTime?: string;
  users: VisitorValues[];
  phone?: string;
}

/** 预约须知: the museum's rules as configured (GET /client/entry/rules). */
function BookingNotes() {
  const rules = useEntryRules();
  if (!rules.data) return null;
  return (
    <DialogNotes id="entry-notes-title" title="预约须知">
      {entryRuleNotes(rules.data).map((note) => (
        <li key={note}>{note}</li>
      ))}
    </DialogNotes>
  );
}

/** Where a school or an organisation books instead: a booking takes only a few visitors. */
function GroupHint() {
  const rules = useEntryRules();
  const show = useDialogs((s) => s.show);
  if (!rules.data) return null;
  return (
    <p className={styles.groupHint}>
      团体（{rules.data.groupMin} 人以上）请用{' '}
      <button type="button" className={styles.link} onClick={() => show('group')}>
        团体预约
      </button>
    </p>
  );
}

/** The form's name, which is also its element's id: the submit button in the dialog's footer names it. */
const FORM_ID = 'entryBookingForm';

type BookAction = ReturnType<typeof useBook>;

function BookingForm({ book, onBooked }: { book: BookAction; onBooked: (booking: EntryBooking) => void }) {
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const slots = useEntrySlots();
  const client = useQueryClient();

  async function submit(values: Values) {
    try {
      const result = await book.mutateAsync({
        applyTime: values.applyTime ?? '',
        users: visitorsOf(values.users),
        phone: (values.phone ?? '').trim(),
      });
      onBooked(result.data!);
    } catch {
      // The reason is already shown; a day may have filled meanwhile, so show the places as they are now.
      void client.invalidateQueries({ queryKey: entryKeys.slots() });
    }
  }

  return (
    <Form<Values>
      name={FORM_ID}
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ users: [NEW_VISITOR], phone }}
      scrollToFirstError
      className={styles.form}
    >
      <Form.Item
        name="applyTime"
        label="入馆日期"
        rules={[{ required: true, message: Messages.entryTimeRequired }]}
        className={styles.section}
      >
        {slots.isPending ? (
          <Skeleton.Input active block style={{ height: 84 }} />
        ) : (
          <DayPicker slots={slots.data ?? []} />
        )}
      </Form.Item>

      <VisitorsField />
      <GroupHint />

      <Form.Item name="phone" label="联系电话" rules={phoneRules} className={styles.phone}>
        <Input placeholder="用于接收预约信息" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>

      <BookingNotes />
    </Form>
  );
}

/** The ticket once booked: the dialog goes back to its top and the heading takes focus (it replaced the form). */
function Booked({ booking }: { booking: EntryBooking }) {
  return (
    <div className={styles.result}>
      <Result
        status="success"
        title={<ResultHeading>预约成功</ResultHeading>}
        subTitle={`${booking.dayShortDesc}，共 ${booking.users.length} 人。入馆码也可在「个人中心 · 入馆预约」查看。`}
        className={styles.resultHead}
      />
      <TicketCard booking={booking} />
    </div>
  );
}

/**
 * Entry reservation (docs/spec §2, §4 and §5): an unverified visitor is sent to real-name verification first,
 * which then offers to come back here.
 */
export default function ReservationDialog({ onClose }: DialogProps) {
  const userInfo = useSession((s) => s.userInfo);
  const show = useDialogs((s) => s.show);
  const [booking, setBooking] = useState<EntryBooking | null>(null);
  const book = useBook();
  const needsRealName = userInfo !== null && !userInfo.realNameVerified;

  useEffect(() => {
    if (needsRealName) show('realName', 'reservation');
  }, [needsRealName, show]);

  return (
    <EntryDialogFrame
      open={!needsRealName}
      icon={<SafetyCertificateOutlined />}
      title="入馆预约"
      subtitle="实名预约 · 免费参观"
      width={760}
      formId={FORM_ID}
      submitText="提交预约"
      sending={book.isPending}
      sent={booking && { to: userCenterPath('bookings'), text: '查看我的预约' }}
      onClose={onClose}
    >
      {booking ? <Booked booking={booking} /> : <BookingForm book={book} onBooked={setBooking} />}
    </EntryDialogFrame>
  );
}
