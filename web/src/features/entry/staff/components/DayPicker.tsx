import { DatePicker } from 'antd';
import { dayjs } from '@/shared/lib/dayjs';

/** A required day (YYYY-MM-DD in and out), as the entry screens filter by: never cleared, one day at a time. */
export function DayPicker({
  id,
  day,
  onChange,
}: {
  id: string;
  day: string;
  onChange: (day: string) => void;
}) {
  return (
    <DatePicker
      id={id}
      allowClear={false}
      value={dayjs(day)}
      onChange={(value) => value && onChange(value.format('YYYY-MM-DD'))}
    />
  );
}
