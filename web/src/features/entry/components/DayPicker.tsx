import { useLingui } from '@lingui/react/macro';
import { type EntrySlot, shortReleaseNotice } from '@museum/shared';
import { useLanguage } from '@/shared/i18n';
import { dayParts, visitDay, visitDayParts } from '../labels';
import styles from './DayPicker.module.css';

const CHINESE = /[\u4e00-\u9fff]/;
/** A release notice as the server writes it: 11月30日 17:00 放票. */
const RELEASE_NOTICE = /^(\d{1,2})月(\d{1,2})日 (\d{1,2}:\d{2}) 放票$/;

/**
 * Why a day takes no bookings, in English: the server says it in Chinese (闭馆, 闭馆：reason, 已停止入馆, the
 * release notice). `card` is the short form the day's card shows; `label` the whole, for its name.
 */
function useClosedText() {
  const { t } = useLingui();
  return (slot: EntrySlot): { card: string; label: string } => {
    const reason = slot.closedReason;
    // Already in English (a server that says it so): the card keeps it short, as it does the Chinese.
    if (reason && !CHINESE.test(reason)) {
      const time = reason.match(/\b(\d{1,2}:\d{2})$/)?.[1];
      return { card: time ? t`${time} 放票` : /^closed\b/i.test(reason) ? t`闭馆` : reason, label: reason };
    }
    const release = reason?.match(RELEASE_NOTICE);
    if (release) {
      const [, month = '', day = '', time = ''] = release;
      // The day and month alone are shown: any leap year reads 29 February.
      const { date } = dayParts(`2000-${month.padStart(2, '0')}-${day.padStart(2, '0')}`, 'en');
      return { card: t`${time} 放票`, label: t`${date} ${time} 开放预约` };
    }
    if (reason === '已停止入馆') return { card: t`已停止入馆`, label: t`今日已停止入馆` };
    const closed = t`闭馆`;
    return { card: closed, label: closed };
  };
}

interface DayPickerProps {
  slots: EntrySlot[];
  value?: string;
  onChange?: (day: string) => void;
  id?: string;
  /**
   * A group's day: a group takes the day's group places, apart from the individual ones shown here (a reviewer
   * checks them), so a day full of individual visitors is still offered and shows no count.
   */
  group?: boolean;
  /** From Form.Item: the error under the days, and whether there is one. */
  'aria-describedby'?: string;
  'aria-invalid'?: 'true' | 'false' | boolean;
}

/** The booking window's days as radio buttons: closed and full days (applyNum >= num) cannot be chosen. */
export function DayPicker({
  slots,
  value,
  onChange,
  id,
  group = false,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: DayPickerProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const closedText = useClosedText();
  return (
    <div
      role="radiogroup"
      aria-label={t`入馆日期`}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      id={id}
      className={styles.days}
    >
      {slots.map((slot, index) => {
        const full = !group && slot.applyNum >= slot.num;
        const disabled = !slot.isOpen || full;
        const { date, weekday } = visitDayParts(slot.day, slot.dayShortDesc, language);
        const left = slot.num - slot.applyNum;
        // Chinese shows the server's reason as it is (闭馆：…, 11月30日 17:00 放票); English says it in its own words.
        const closed =
          language === 'zh'
            ? {
                card: shortReleaseNotice(slot.closedReason) ?? slot.closedReason ?? '闭馆',
                label: slot.closedReason ?? '闭馆',
              }
            : closedText(slot);
        const state = !slot.isOpen ? closed.card : group ? t`可申请` : full ? t`已约满` : t`余 ${left}`;
        const label = !slot.isOpen ? closed.label : state;
        const name = visitDay(slot.day, slot.dayShortDesc, language);
        return (
          <label
            key={slot.day}
            className={`${styles.day} ${value === slot.day ? styles.daySelected : ''} ${disabled ? styles.dayDisabled : ''}`}
          >
            <input
              type="radio"
              name="entry-day"
              value={slot.day}
              checked={value === slot.day}
              disabled={disabled}
              onChange={() => onChange?.(slot.day)}
              className={styles.dayInput}
              aria-label={t`${name}，${label}`}
            />
            <span className={styles.weekday}>{index === 0 ? t`今天` : weekday}</span>
            <span className={styles.date}>{date}</span>
            {/* A day not yet released says only the hour on its card; its label says the whole notice. */}
            <span className={styles.state}>{state}</span>
          </label>
        );
      })}
    </div>
  );
}
