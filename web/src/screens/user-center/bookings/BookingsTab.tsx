import { QrcodeOutlined } from '@ant-design/icons';
import { ENTRY_STATUS_LABELS, type EntryBooking, EntryStatus } from '@museum/shared';
import { App, Button, Modal } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { serviceKeys, servicesApi, useBookings, useServiceAction } from '../../../api/services';
import { DialogTitle } from '../../../components/dialog-title/DialogTitle';
import { groupCode, TicketCard } from '../../../dialogs/reservation/TicketCard';
import { confirmOptions } from '../../../lib/feedback';
import { useDialogs } from '../../../stores/dialogs';
import { ServiceTab, StatusTag, type Tone } from '../service-tab/ServiceTab';
import tab from '../service-tab/ServiceTab.module.css';
import styles from './BookingsTab.module.css';

function tone(booking: EntryBooking): Tone {
  if (booking.status === EntryStatus.booked) return booking.past ? 'ended' : 'good';
  if (booking.status === EntryStatus.checkedIn) return 'done';
  return booking.status === EntryStatus.noShow ? 'refused' : 'ended';
}

/** My entry bookings: the ticket QR code of each, and cancellation before the visit day closes. */
export default function BookingsTab() {
  const [page, setPage] = useState(1);
  const [ticket, setTicket] = useState<EntryBooking | null>(null);
  const bookings = useBookings(page);
  const cancel = useServiceAction(servicesApi.cancelBooking, serviceKeys.bookings, serviceKeys.slots);
  const show = useDialogs((s) => s.show);
  const { modal, message } = App.useApp();

  function confirmCancel(booking: EntryBooking) {
    modal.confirm(
      confirmOptions({
        tone: 'danger',
        title: '取消这次入馆预约？',
        content: `${booking.dayShortDesc}，共 ${booking.users.length} 人。取消后名额将释放给其他观众。`,
        okText: '取消预约',
        cancelText: '再想想',
        onOk: async () => {
          await cancel.mutateAsync(booking.id);
          message.success('预约已取消');
        },
      }),
    );
  }

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
        description="实名预约，免费参观。请在参观当日凭入馆码和本人证件入馆。"
        action={
          <Button type="primary" onClick={() => show('reservation')}>
            预约入馆
          </Button>
        }
        query={bookings}
        pageNum={page}
        onPage={setPage}
        empty="还没有入馆预约"
        itemKey={(booking) => booking.id}
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
                <div className={tab.cardHead}>
                  <StatusTag tone={tone(booking)}>{status}</StatusTag>
                  <span className={styles.code}>票号 {groupCode(booking.ticketCode)}</span>
                </div>
                <dl className={tab.facts}>
                  <dt>参观人</dt>
                  <dd>{booking.users.map((user) => user.name).join('、') || '—'}</dd>
                  <dt>入馆时间</dt>
                  <dd>{booking.entryHours}</dd>
                  <dt>预约时间</dt>
                  <dd>{dayjs(booking.createdAt).format('YYYY-MM-DD HH:mm')}</dd>
                </dl>
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
