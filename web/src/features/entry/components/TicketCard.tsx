import {
  ENTRY_STATUS_LABELS,
  type EntryBooking,
  type EntryGroup,
  EntryStatus,
  GROUP_STATUS_LABELS,
  GroupStatus,
  SEX_LABELS,
  Sex,
} from '@museum/shared';
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

interface TicketFaceProps {
  /** What the ticket is, after the museum's name. */
  title: string;
  code: string;
  dayShortDesc: string;
  entryHours: string;
  /** What the status badge says. */
  status: string;
  /** Still to be used at the gate: otherwise the code is drawn faded. */
  valid: boolean;
  /** Who enters on it, label and value. */
  who: [string, string][];
  note: string;
}

/** A ticket as the gate reads it: the QR code of its code, the day, who enters on it, and the code in blocks of four. */
function TicketFace({ title, code, dayShortDesc, entryHours, status, valid, who, note }: TicketFaceProps) {
  const qr = useQrCode(code);
  const museum = useSiteName();
  return (
    <article className={`${styles.ticket} ${valid ? '' : styles.void}`} aria-label={title}>
      <header className={styles.head}>
        <span className={styles.museum}>
          {museum} · {title}
        </span>
        <span className={styles.status}>{status}</span>
      </header>
      <div className={styles.body}>
        <div className={styles.qr}>
          {qr ? (
            <img src={qr} alt={`入馆二维码，票号 ${code}`} width={160} height={160} />
          ) : (
            <span className={styles.qrPlaceholder} />
          )}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>参观日期</dt>
            <dd className={styles.day}>{dayShortDesc}</dd>
          </div>
          <div>
            <dt>入馆时间</dt>
            <dd>{entryHours}</dd>
          </div>
          {who.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>票号</dt>
            <dd className={styles.code}>{groupCode(code)}</dd>
          </div>
        </dl>
      </div>
      <p className={styles.note}>{note}</p>
    </article>
  );
}

/**
 * The entry ticket: the QR code scanned at the gate, the ticket code, the day and the visitors. `printed`: the
 * front desk's paper ticket, handed to a visitor who may have no phone to keep a screenshot on.
 */
export function TicketCard({ booking, printed = false }: { booking: EntryBooking; printed?: boolean }) {
  const valid = booking.status === EntryStatus.booked && !booking.past;
  return (
    <TicketFace
      title="入馆凭证"
      code={booking.ticketCode}
      dayShortDesc={booking.dayShortDesc}
      entryHours={booking.entryHours}
      status={booking.past && valid ? '已过期' : ENTRY_STATUS_LABELS[booking.status]}
      valid={valid}
      who={[['参观人', booking.users.map((user) => `${user.name}（${visitorFacts(user)}）`).join('、')]]}
      note={
        printed
          ? '请妥善保管此凭证。参观当日请携带参观人本人有效证件，在入口出示此凭证核验入馆。'
          : '请携带参观人本人有效证件，在入口出示此二维码核验入馆。截图保存亦可使用。'
      }
    />
  );
}

/** A group's one ticket, once approved: the leader shows it at the gate and the whole group enters on it. */
export function GroupTicketCard({ group, code }: { group: EntryGroup; code: string }) {
  return (
    <TicketFace
      title="团体入馆凭证"
      code={code}
      dayShortDesc={group.dayShortDesc}
      entryHours={group.entryHours}
      status={GROUP_STATUS_LABELS[group.status]}
      valid={group.status === GroupStatus.approved}
      who={[
        ['团体', group.orgName],
        ['人数', `${group.people} 人（含领队）`],
      ]}
      note="团体入馆码：请领队在入口出示此二维码，全体成员携带本人有效证件，一同核验入馆。截图保存亦可使用。"
    />
  );
}
