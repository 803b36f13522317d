import { QrcodeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { type EntryBooking, EntryMessages, EntryStatus, museumDayOf } from '@museum/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { formatMinute, groupCode } from '@/shared/lib/format';
import {
  confirmBookingCancel,
  DialogAction,
  RecordFacts,
  RecordHead,
  ServiceTab,
  type Tone,
} from '@/shared/ui/center-tab/ServiceTab';
import tab from '@/shared/ui/center-tab/ServiceTab.module.css';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { useBookings, useCancelBooking, useEntryRules, useEntryStanding } from '../api';
import { TicketCard } from '../components/TicketCard';
import { ENTRY_STATUS_TEXT, fullDay, visitDay, visitDayParts } from '../labels';
import styles from './BookingsTab.module.css';

/**
 * The visitor's no-shows and any bar (docs/PRODUCT.md "No-shows"): said before they are barred, and the bar's
 * end while they are.
 */
function BookingStanding() {
  const language = useLanguage();
  const standing = useEntryStanding();
  const rules = useEntryRules();
  if (!standing.data || !rules.data) return null;
  const { noShows, barredUntil } = standing.data;
  if (barredUntil) {
    return (
      <strong className={styles.barred}>
        {language === 'zh' ? `${EntryMessages.barred(barredUntil)}。` : <Barred until={barredUntil} />}
      </strong>
    );
  }
  if (noShows === 0) return null;
  const { noShowWindowDays, noShowLimit, noShowBanDays } = rules.data;
  return (
    <span className={styles.noShows}>
      <Trans>
        近 {noShowWindowDays} 天爽约 {noShows} 次，满 {noShowLimit} 次将暂停预约 {noShowBanDays} 天。
      </Trans>
    </span>
  );
}

/** The bar in English, to the visitor barred: the shared message speaks of "this document". */
function Barred({ until }: { until: string }) {
  const day = fullDay(until, 'en');
  return <Trans>因多次预约未到馆，您在 {day} 前暂不能预约。</Trans>;
}

function tone(booking: EntryBooking): Tone {
  if (booking.status === EntryStatus.booked) return booking.past ? 'ended' : 'good';
  if (booking.status === EntryStatus.checkedIn) return 'done';
  return booking.status === EntryStatus.noShow ? 'refused' : 'ended';
}

/** My entry bookings: the ticket QR code of each, and cancellation before the visit day closes. */
export default function BookingsTab() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [ticket, setTicket] = useState<EntryBooking | null>(null);
  const cancel = useCancelBooking();

  const labels = { visitors: t`参观人`, hours: t`入馆时间`, booked: t`预约时间` };

  const confirmCancel = (booking: EntryBooking) => {
    const day = visitDay(booking.applyTime, booking.dayShortDesc, language);
    const count = booking.users.length;
    return confirmBookingCancel(
      t`取消这次入馆预约？`,
      booking.applyTime === museumDayOf(new Date())
        ? t`${day}，共 ${count} 人。参观当日取消将计为一次爽约`
        : t`${day}，共 ${count} 人`,
      () => cancel.mutateAsync(booking.id),
    );
  };

  return (
    <>
      <Modal
        open={ticket !== null}
        title={
          <DialogTitle icon={<QrcodeOutlined />}>
            <Trans>入馆码</Trans>
          </DialogTitle>
        }
        footer={null}
        onCancel={() => setTicket(null)}
        width={520}
        centered
        destroyOnHidden
      >
        {ticket && <TicketCard booking={ticket} />}
      </Modal>
      <ServiceTab
        title={t({ message: '入馆预约', context: 'the personal centre’s list of entry bookings' })}
        description={
          <>
            <Trans>实名预约，免费参观。请在参观当日凭入馆码和本人证件入馆。</Trans>
            {/* Chinese sentences follow each other without a space. */}
            {language === 'zh' ? null : ' '}
            <BookingStanding />
          </>
        }
        action={
          <DialogAction dialog="reservation">
            <Trans>预约入馆</Trans>
          </DialogAction>
        }
        useList={useBookings}
        empty={t`还没有入馆预约`}
      >
        {(booking) => {
          const { date, weekday } = visitDayParts(booking.applyTime, booking.dayShortDesc, language);
          const day = visitDay(booking.applyTime, booking.dayShortDesc, language);
          const code = groupCode(booking.ticketCode);
          const status =
            booking.status === EntryStatus.booked && booking.past
              ? t`已过参观日`
              : i18n._(ENTRY_STATUS_TEXT[booking.status]);
          return (
            <article className={styles.booking} aria-label={t`${day}的入馆预约`}>
              <div className={`${styles.date} ${tone(booking) === 'good' ? styles.upcoming : ''}`}>
                <span className={styles.weekday}>{weekday}</span>
                <span className={styles.day}>{date}</span>
              </div>
              <div className={styles.main}>
                <RecordHead tone={tone(booking)} status={status}>
                  <span className={styles.code}>
                    <Trans>票号 {code}</Trans>
                  </span>
                </RecordHead>
                <RecordFacts
                  facts={{
                    [labels.visitors]:
                      booking.users.map((user) => user.name).join(language === 'zh' ? '、' : ', ') || '—',
                    [labels.hours]: booking.entryHours,
                    [labels.booked]: formatMinute(booking.createdAt),
                  }}
                />
                <div className={tab.actions}>
                  {booking.status === EntryStatus.booked && !booking.past && (
                    <Button icon={<QrcodeOutlined />} onClick={() => setTicket(booking)}>
                      <Trans>入馆码</Trans>
                    </Button>
                  )}
                  {booking.cancellable && (
                    <Button danger onClick={() => confirmCancel(booking)}>
                      <Trans>取消预约</Trans>
                    </Button>
                  )}
                </div>
              </div>
            </article>
          );
        }}
      </ServiceTab>
    </>
  );
}
