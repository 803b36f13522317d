import { Trans, useLingui } from '@lingui/react/macro';
import { type EntryBooking, type EntryGroup, EntryStatus, GroupStatus, IdType, Sex } from '@museum/shared';
import QRCode from 'qrcode';
import { type ReactNode, useEffect, useState } from 'react';
import { useLanguage } from '@/shared/i18n';
import { groupCode } from '@/shared/lib/format';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { ENTRY_STATUS_TEXT, GROUP_STATUS_TEXT, visitDay } from '../labels';
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
function useVisitorFacts() {
  const { t } = useLingui();
  return ({ sex, age }: EntryBooking['users'][number]) =>
    sex === Sex.male ? t`男，${age}岁` : sex === Sex.female ? t`女，${age}岁` : t`${age}岁`;
}

interface TicketFaceProps {
  /** What the ticket is, after the museum's name. */
  title: string;
  code: string;
  /** The visit day as the page's language writes it. */
  day: string;
  entryHours: string;
  /** What the status badge says. */
  status: string;
  /** Still to be used at the gate: otherwise the code is drawn faded. */
  valid: boolean;
  /** Who enters on it, label and value. */
  who: [string, string][];
  note: ReactNode;
}

/** A ticket as the gate reads it: the QR code of its code, the day, who enters on it, and the code in blocks of four. */
function TicketFace({ title, code, day, entryHours, status, valid, who, note }: TicketFaceProps) {
  const { t } = useLingui();
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
            <img src={qr} alt={t`入馆二维码，票号 ${code}`} width={160} height={160} />
          ) : (
            <span className={styles.qrPlaceholder} />
          )}
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>
              <Trans>参观日期</Trans>
            </dt>
            <dd className={styles.day}>{day}</dd>
          </div>
          <div>
            <dt>
              <Trans>入馆时间</Trans>
            </dt>
            <dd>{entryHours}</dd>
          </div>
          {who.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>
              <Trans>票号</Trans>
            </dt>
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
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const visitorFacts = useVisitorFacts();
  const valid = booking.status === EntryStatus.booked && !booking.past;
  const visitors = booking.users
    .map((user) => {
      const { name } = user;
      const facts = visitorFacts(user);
      return t`${name}（${facts}）`;
    })
    .join(language === 'zh' ? '、' : ', ');
  // What to bring, by name where every visitor booked with a passport (an international visitor's booking).
  const passports =
    booking.users.length > 0 && booking.users.every((user) => user.idType === IdType.passport);
  return (
    <TicketFace
      title={t`入馆凭证`}
      code={booking.ticketCode}
      day={visitDay(booking.applyTime, booking.dayShortDesc, language)}
      entryHours={booking.entryHours}
      status={booking.past && valid ? t`已过期` : i18n._(ENTRY_STATUS_TEXT[booking.status])}
      valid={valid}
      who={[[t`参观人`, visitors]]}
      note={
        printed ? (
          <Trans>请妥善保管此凭证。参观当日请携带参观人本人有效证件，在入口出示此凭证核验入馆。</Trans>
        ) : passports && booking.users.length === 1 ? (
          <Trans>请携带参观人本人的护照，在入口出示此二维码核验入馆。截图保存亦可使用。</Trans>
        ) : passports ? (
          <Trans>请携带每位参观人本人的护照，在入口出示此二维码核验入馆。截图保存亦可使用。</Trans>
        ) : (
          <Trans>请携带参观人本人有效证件，在入口出示此二维码核验入馆。截图保存亦可使用。</Trans>
        )
      }
    />
  );
}

/** A group's one ticket, once approved: the leader shows it at the gate and the whole group enters on it. */
export function GroupTicketCard({ group, code }: { group: EntryGroup; code: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { people } = group;
  return (
    <TicketFace
      title={t`团体入馆凭证`}
      code={code}
      day={visitDay(group.applyTime, group.dayShortDesc, language)}
      entryHours={group.entryHours}
      status={i18n._(GROUP_STATUS_TEXT[group.status])}
      valid={group.status === GroupStatus.approved}
      who={[
        [t`团体`, group.orgName],
        [t`人数`, t`${people} 人（含领队）`],
      ]}
      note={
        <Trans>
          团体入馆码：请领队在入口出示此二维码，全体成员携带本人有效证件，一同核验入馆。截图保存亦可使用。
        </Trans>
      }
    />
  );
}
