import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ENTRY_ADULT_AGE,
  ENTRY_CHILD_AGE,
  ENTRY_CHILDREN_PER_ADULT,
  type EntryBooking,
  type EntryRules,
  Messages,
  userCenterPath,
} from '@museum/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { phoneRules, ruleWith } from '@/shared/lib/form-rules';
import { useDialogs } from '@/shared/stores/dialogs';
import { useSession } from '@/shared/stores/session';
import type { DialogProps } from '@/shared/ui/dialog/types';
import { entryKeys, useBook, useEntryRules, useEntrySlots } from '../api';
import { DayPicker } from '../components/DayPicker';
import { DialogNotes, EntryDialogFrame, ResultHeading } from '../components/EntryDialogFrame';
import { TicketCard } from '../components/TicketCard';
import { NEW_VISITOR, VisitorsField, type VisitorValues, visitorsOf } from '../components/VisitorsField';
import { visitDay } from '../labels';
import styles from './ReservationDialog.module.css';

interface Values {
  applyTime?: string;
  users: VisitorValues[];
  phone?: string;
}

/**
 * 预约须知: the museum's rules as configured (GET /client/entry/rules), in the words of the shared
 * `entryRuleNotes` (the same Chinese; its test holds them together).
 */
function BookingNotes() {
  const { t } = useLingui();
  const rules = useEntryRules();
  if (!rules.data) return null;
  return (
    <DialogNotes id="entry-notes-title" title={t`预约须知`}>
      <RuleNotes rules={rules.data} />
    </DialogNotes>
  );
}

function RuleNotes({ rules }: { rules: EntryRules }) {
  const { maxVisitors, windowDays, releaseTime, idLimit, idLimitDays } = rules;
  const { noShowLimit, noShowWindowDays, noShowBanDays } = rules;
  const adultAge = ENTRY_ADULT_AGE;
  const childAge = ENTRY_CHILD_AGE;
  const childrenPerAdult = ENTRY_CHILDREN_PER_ADULT;
  return (
    <>
      <li>
        <Trans>
          实名预约，免费参观。每次最多为 {maxVisitors} 位参观人预约，其中至少一位年满 {adultAge}{' '}
          周岁，每位成人最多携带 {childrenPerAdult} 名 {childAge} 周岁以下儿童。
        </Trans>
      </li>
      <li>
        <Trans>
          可预约今日起 {windowDays} 天内的参观日；每日 {releaseTime} 起开放 {windowDays}{' '}
          天后那一天的名额，先约先得。
        </Trans>
      </li>
      <li>
        <Trans>
          同一证件 {idLimitDays} 天内最多预约 {idLimit} 个参观日（参观当日取消的预约也计入）。
        </Trans>
      </li>
      <li>
        <Trans>
          预约后未到馆，或在参观当日取消，计为一次爽约；{noShowWindowDays} 天内爽约 {noShowLimit} 次，该证件{' '}
          {noShowBanDays} 天内不能预约。
        </Trans>
      </li>
      <li>
        <Trans>
          参观当日请在入馆时间内，凭入馆码和本人有效证件入馆；行程有变请在参观日前取消，把名额留给其他观众。
        </Trans>
      </li>
    </>
  );
}

/** Where a school or an organisation books instead: a booking takes only a few visitors. */
function GroupHint() {
  const rules = useEntryRules();
  const show = useDialogs((s) => s.show);
  if (!rules.data) return null;
  const { groupMin } = rules.data;
  return (
    <p className={styles.groupHint}>
      <Trans>
        团体（{groupMin} 人以上）请用{' '}
        <button type="button" className={styles.link} onClick={() => show('group')}>
          团体预约
        </button>
      </Trans>
    </p>
  );
}

const dayRules = [ruleWith({ required: true }, Messages.entryTimeRequired)];

/** The form's name, which is also its element's id: the submit button in the dialog's footer names it. */
const FORM_ID = 'entryBookingForm';

type BookAction = ReturnType<typeof useBook>;

function BookingForm({ book, onBooked }: { book: BookAction; onBooked: (booking: EntryBooking) => void }) {
  const { t } = useLingui();
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
      <Form.Item name="applyTime" label={t`入馆日期`} rules={dayRules} className={styles.section}>
        {slots.isPending ? (
          <Skeleton.Input active block style={{ height: 84 }} />
        ) : (
          <DayPicker slots={slots.data ?? []} />
        )}
      </Form.Item>

      <VisitorsField />
      <GroupHint />

      <Form.Item name="phone" label={t`联系电话`} rules={phoneRules} className={styles.phone}>
        <Input placeholder={t`用于接收预约信息`} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>

      <BookingNotes />
    </Form>
  );
}

/** The ticket once booked: the dialog goes back to its top and the heading takes focus (it replaced the form). */
function Booked({ booking }: { booking: EntryBooking }) {
  const { t } = useLingui();
  const day = visitDay(booking.applyTime, booking.dayShortDesc, useLanguage());
  const count = booking.users.length;
  return (
    <div className={styles.result}>
      <Result
        status="success"
        title={
          <ResultHeading>
            <Trans>预约成功</Trans>
          </ResultHeading>
        }
        subTitle={t`${day}，共 ${count} 人。入馆码也可在「个人中心 · 入馆预约」查看。`}
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
  const { t } = useLingui();
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
      title={t`入馆预约`}
      subtitle={t`实名预约 · 免费参观`}
      width={760}
      formId={FORM_ID}
      submitText={t`提交预约`}
      sending={book.isPending}
      sent={
        booking && {
          to: userCenterPath('bookings'),
          text: t({ message: '查看我的预约', context: 'the personal centre’s list of entry bookings' }),
        }
      }
      onClose={onClose}
    >
      {booking ? <Booked booking={booking} /> : <BookingForm book={book} onBooked={setBooking} />}
    </EntryDialogFrame>
  );
}
