import { ENTRY_STATUS_LABELS, type EntryBooking, EntryStatus, SEX_LABELS, Sex } from '@museum/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { groupCode } from '@/shared/lib/format';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import styles from './TicketCard.module.css';

function useQrCode(text: string) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { margin: 1, width: 320, errorCorrectionLevel: 'M', color: { dark: '#1c1b19' } })
      .then((url) => live && setSrc(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  return src;
}

/** 男，30岁; a visitor who chose not to give a sex (2, unknown) reads just 30岁, not 未知，30岁. */
function visitorFacts({ sex, age }: EntryBooking['users'][number]) {
  return sex === Sex.unknown ? `${age}岁` : `${SEX_LABELS[sex]}，${age}岁`;
}

/** The entry ticket: the QR code scanned at the gate, the ticket code, the day and the visitors. */
export function TicketCard({ booking }: { booking: EntryBooking }) {
  const qr = useQrCode(booking.ticketCode);
  const museum = useSiteName();
  const valid = booking.status === EntryStatus.booked && !booking.past;
  return (
    <article className={`${styles.ticket} ${valid ? '' : styles.void}`} aria-label="入馆凭证">
      <header className={styles.head}>
        <span className={styles.museum}>{museum} · 入馆凭证</span>
        <span className={styles.status}>
          {booking.past && valid ? '已过期' : ENTRY_STATUS_LABELS[booking.status]}
        </span>
      </header>
      <div className={styles.body}>
        <div className={styles.qr}>
          {qr ? (
            <img src={qr} alt={`入馆二维码，票号 ${booking.ticketCode}`} width={160} height={160} />
          ) : (
            <span className={styles.qrPlaceholder} />
          )}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>参观日期</dt>
            <dd className={styles.day}>{booking.dayShortDesc}</dd>
          </div>
          <div>
            <dt>入馆时间</dt>
            <dd>{booking.entryHours}</dd>
          </div>
          <div>
            <dt>参观人</dt>
            <dd>{booking.users.map((user) => `${user.name}（${visitorFacts(user)}）`).join('、')}</dd>
          </div>
          <div>
            <dt>票号</dt>
            <dd className={styles.code}>{groupCode(booking.ticketCode)}</dd>
          </div>
        </dl>
      </div>
      <p className={styles.note}>请携带参观人本人有效证件，在入口出示此二维码核验入馆。截图保存亦可使用。</p>
    </article>
  );
}
