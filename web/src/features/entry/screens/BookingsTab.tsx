import { QrcodeOutlined } from '@ant-design/icons';
import {
  ENTRY_STATUS_LABELS,
  type EntryBooking,
  EntryMessages,
  EntryStatus,
  museumDayOf,
} from '@museum/shared';
import { Button, Modal } from 'antd';
import { useState } from 'react';
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
import styles from './BookingsTab.module.css';

/**
 * The visitor's no-shows and any bar (docs/PRODUCT.md "No-shows"): said before they are barred, and the bar's
 * end while they are.
 */
function BookingStanding() {
  const standing = useEntryStanding();
  const rules = useEntryRules();
  if (!standing.data || !rules.data) return null;
  const { noShows, barredUntil } = standing.data;
  if (barredUntil) return <strong className={styles.barred}>{EntryMessages.barred(barredUntil)}。</strong>;
  if (noShows === 0) return null;
  const { noShowWindowDays, noShowLimit, noShowBanDays } = rules.data;
  return (
    <span className={styles.noShows}>
      近 {noShowWindowDays} 天爽约 {noShows} 次，满 {noShowLimit} 次将暂停预约 {noShowBanDays} 天。
    </span>
  );
}

function tone(booking: EntryBooking): Tone {
  if (booking.status === EntryStatus.booked) return booking.past ? 'ended' : 'good';
  if (booking.status === EntryStatus.checkedIn) return 'done';
  return booking.status === EntryStatus.noShow ? 'refused' : 'ended';
}

/** My entry bookings: the ticket QR code of each, and cancellation before the visit day closes. */
export default function BookingsTab() {
  const [ticket, setTicket] = useState<EntryBooking | null>(null);
  const cancel = useCancelBooking();

  const confirmCancel = (booking: EntryBooking) =>
    confirmBookingCancel(
      '取消这次入馆预约？',
      `${booking.dayShortDesc}，共 ${booking.users.length} 人。${
        booking.applyTime === museumDayOf(new Date()) ? '参观当日取消将计为一次爽约。' : ''
      }`,
      () => cancel.mutateAsync(booking.id),
    );

  return (
    <>
      <Modal
        open={ticket !== null}
        title={<DialogTitle icon={<QrcodeOutlined />}>入馆码</DialogTitle>}
        footer={null}
        onCancel={() => setTicket(null)}
        width={520}
        centered
        destroyOnHidden
      >
        {ticket && <TicketCard booking={ticket} />}
      </Modal>
      <ServiceTab
        title="入馆预约"
        description={
          <>
            实名预约，免费参观。请在参观当日凭入馆码和本人证件入馆。
            <BookingStanding />
          </>
        }
        action={<DialogAction dialog="reservation">预约入馆</DialogAction>}
        useList={useBookings}
        empty="还没有入馆预约"
      >
        {(booking) => {
          const [date, weekday] = booking.dayShortDesc.split(' ');
          const status =
            booking.status === EntryStatus.booked && booking.past
              ? '已过参观日'
              : ENTRY_STATUS_LABELS[booking.status];
          return (
            <article className={styles.booking} aria-label={`${booking.dayShortDesc}的入馆预约`}>
              <div className={`${styles.date} ${tone(booking) === 'good' ? styles.upcoming : ''}`}>
                <span className={styles.weekday}>{weekday}</span>
                <span className={styles.day}>{date}</span>
              </div>
              <div className={styles.main}>
                <RecordHead tone={tone(booking)} status={status}>
                  <span className={styles.code}>票号 {groupCode(booking.ticketCode)}</span>
                </RecordHead>
                <RecordFacts
                  facts={{
                    参观人: booking.users.map((user) => user.name).join('、') || '—',
                    入馆时间: booking.entryHours,
                    预约时间: formatMinute(booking.createdAt),
                  }}
                />
                <div className={tab.actions}>
                  {booking.status === EntryStatus.booked && !booking.past && (
                    <Button icon={<QrcodeOutlined />} onClick={() => setTicket(booking)}>
                      入馆码
                    </Button>
                  )}
                  {booking.cancellable && (
                    <Button danger onClick={() => confirmCancel(booking)}>
                      取消预约
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
