import { useLingui } from '@lingui/react/macro';
import { DatePicker } from 'antd';
import { type ComponentRef, useRef, useState } from 'react';
import type { Dayjs } from '@/shared/lib/dayjs';
import { museumTodayPicker } from '@/shared/lib/museum-picker';
import styles from './HostApplicationDialog.module.css';

/** The hosting period: first and last day, either possibly not chosen yet. */
export type Period = [Dayjs | null, Dayjs | null];

export const DAY = 'YYYY-MM-DD';

/** What both days' pickers share: typed dates as YYYY-MM-DD, no 今天 button, and their name as the hint. */
const dayPicker = (label: string) =>
  ({
    format: DAY,
    showNow: false,
    className: styles.periodPicker,
    'aria-label': label,
    placeholder: label,
  }) as const;

/**
 * Two single-month date pickers (today is never a hosting day, so there is no 今天 button), for the first and the last day, instead of a two-month range panel that runs
 * off a phone's screen. Each takes typed dates (YYYY-MM-DD) as well; once the first day is chosen the second
 * picker opens at that month, as a range picker would. The form's rules check both days and their order.
 */
export function PeriodField({
  id,
  value,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: {
  /** From Form.Item: the label points at the first day. */
  id?: string;
  value?: Period;
  onChange?: (value: Period) => void;
  /** From Form.Item: its error, read with either day. */
  'aria-describedby'?: string;
  'aria-invalid'?: 'true' | 'false' | boolean;
}) {
  const [start, end] = value ?? [null, null];
  const endPicker = useRef<ComponentRef<typeof DatePicker>>(null);
  const [endOpen, setEndOpen] = useState(false);
  const { t } = useLingui();

  function changeStart(day: Dayjs | null) {
    onChange?.([day, end]);
    if (day && !end?.isAfter(day, 'day')) {
      endPicker.current?.focus();
      setEndOpen(true);
    }
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would repeat the form item's label as a legend
    <div role="group" aria-label={t`举办时间`} className={styles.period}>
      <DatePicker
        id={id}
        {...dayPicker(t`开始日期`)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        value={start}
        onChange={changeStart}
        disabledDate={(day) => !day.isAfter(museumTodayPicker(), 'day')}
        placement="bottomLeft"
      />
      <span className={styles.periodTo} aria-hidden>
        {t`至`}
      </span>
      <DatePicker
        ref={endPicker}
        {...dayPicker(t`结束日期`)}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        value={end}
        onChange={(day) => onChange?.([start, day])}
        open={endOpen}
        onOpenChange={setEndOpen}
        defaultPickerValue={start ?? undefined}
        disabledDate={(day) => !day.isAfter(start ?? museumTodayPicker(), 'day')}
        placement="bottomRight"
      />
    </div>
  );
}
