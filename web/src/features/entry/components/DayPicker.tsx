import { type EntrySlot, shortReleaseNotice } from '@museum/shared';
import styles from './DayPicker.module.css';

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
  return (
    <div
      role="radiogroup"
      aria-label="入馆日期"
      aria-describedby={describedBy}
      aria-invalid={invalid}
      id={id}
      className={styles.days}
    >
      {slots.map((slot, index) => {
        const full = !group && slot.applyNum >= slot.num;
        const disabled = !slot.isOpen || full;
        const [date, weekday] = slot.dayShortDesc.split(' ');
        const state = !slot.isOpen
          ? (slot.closedReason ?? '闭馆')
          : group
            ? '可申请'
            : full
              ? '已约满'
              : `余 ${slot.num - slot.applyNum}`;
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
              aria-label={`${slot.dayShortDesc}，${state}`}
            />
            <span className={styles.weekday}>{index === 0 ? '今天' : weekday}</span>
            <span className={styles.date}>{date}</span>
            {/* A day not yet released says only the hour on its card; its label says the whole notice. */}
            <span className={styles.state}>{shortReleaseNotice(state) ?? state}</span>
          </label>
        );
      })}
    </div>
  );
}
