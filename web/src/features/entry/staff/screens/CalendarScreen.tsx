import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { type EntryCalendarDay, StaffRole } from '@museum/shared';
import { Alert, Button, Calendar } from 'antd';
import { useMemo, useState } from 'react';
import { type Dayjs, dayjs } from '@/shared/lib/dayjs';
import { ConsolePage } from '@/shared/ui/console-page/ConsolePage';
import { hasRole, useStaffSession } from '../../../staff';
import { useEntryCalendar } from '../api';
import { museumToday } from '../components/dates';
import { DayDrawer } from '../dialogs/DayDrawer';
import { HolidaysDialog } from '../dialogs/HolidaysDialog';
import styles from './CalendarScreen.module.css';

type DayState = 'open' | 'full' | 'closed';

const stateOf = (day: EntryCalendarDay): DayState =>
  !day.open ? 'closed' : day.booked >= day.capacity ? 'full' : 'open';

const STATE_LABELS: Record<DayState, string> = { open: '开放', full: '约满', closed: '闭馆' };

/** What a day says, as one sentence for screen readers. */
const describe = (day: EntryCalendarDay) =>
  `${day.dayShortDesc}，${STATE_LABELS[stateOf(day)]}${day.open ? '' : `，原因：${day.reason ?? '未填写'}`}，名额 ${day.capacity} 人，已预约 ${day.booked} 人，已入馆 ${day.checkedIn} 人`;

/**
 * The month a calendar page shows, with the days of the weeks around it: a week before and two after the month
 * cover the 6 rows on screen and stay under the 62 days the server answers at once.
 */
const rangeOf = (month: Dayjs) => ({
  from: month.startOf('month').subtract(7, 'day').format('YYYY-MM-DD'),
  to: month.endOf('month').add(14, 'day').format('YYYY-MM-DD'),
});

/** 入馆日历 (front desk sees; admins change a day or enter holidays). */
export default function CalendarScreen() {
  const canChange = useStaffSession((s) => hasRole(s.profile?.roles, [StaffRole.admin]));
  const [month, setMonth] = useState(() => dayjs(museumToday()));
  const [editing, setEditing] = useState<EntryCalendarDay>();
  const [holidays, setHolidays] = useState(false);
  const { from, to } = rangeOf(month);
  const { data, error, isFetching } = useEntryCalendar(from, to);
  const today = museumToday();
  const days = useMemo(() => new Map((data ?? []).map((day) => [day.date, day])), [data]);
  // The server refuses past days; only days from today on open the drawer.
  const changeable = (day: EntryCalendarDay | undefined): boolean =>
    canChange && day !== undefined && day.date >= today;

  const cell = (date: Dayjs) => {
    const day = days.get(date.format('YYYY-MM-DD'));
    if (!day) return null;
    const state = stateOf(day);
    // Spaces between the lines keep the words apart for screen readers; what is on screen is the button's name.
    const content = (
      <>
        <span className={styles.state}>{STATE_LABELS[state]}</span>
        {/* A closed day takes no bookings: its places would only mislead (history keeps its figures). */}
        {(day.open || day.booked > 0 || day.checkedIn > 0) && (
          <>
            {' '}
            <span className={styles.figures}>
              约 {day.booked}/{day.capacity}
            </span>{' '}
            <span className={styles.figures}>入馆 {day.checkedIn}</span>
          </>
        )}
        {!day.open && day.reason && (
          <>
            {' '}
            <span className={styles.reason}>{day.reason}</span>
          </>
        )}
      </>
    );
    // A button for admins so a day opens from the keyboard too; its click reaches the calendar's onSelect.
    return changeable(day) ? (
      <button type="button" className={styles.day} data-state={state} title={describe(day)}>
        <span className="visually-hidden">{day.dayShortDesc}，</span>
        {content}
        <span className="visually-hidden">，修改</span>
      </button>
    ) : (
      <div
        className={styles.day}
        data-state={state}
        data-past={day.date < today || undefined}
        title={describe(day)}
      >
        {content}
      </div>
    );
  };

  return (
    <ConsolePage
      title="入馆日历"
      description={
        canChange
          ? '点击某一天修改名额或开放状态；闭馆须填写原因。'
          : '查看每天的名额、预约和入馆人数；修改日历请联系管理员。'
      }
      actions={
        canChange && (
          <Button icon={<CalendarOutlined aria-hidden />} onClick={() => setHolidays(true)}>
            批量设置闭馆
          </Button>
        )
      }
    >
      <ul className={styles.legend} aria-label="图例">
        <li data-state="open">开放：约 已预约/名额 人</li>
        <li data-state="full">约满：名额已满</li>
        <li data-state="closed">闭馆：显示原因</li>
      </ul>
      {error && <Alert type="error" showIcon title={`日历加载失败：${error.message}`} role="alert" />}
      <div aria-busy={isFetching} className={styles.calendar}>
        <Calendar
          mode="month"
          value={month}
          onPanelChange={(value) => setMonth(value)}
          onSelect={(value, info) => {
            setMonth(value);
            const day = days.get(value.format('YYYY-MM-DD'));
            if (info.source === 'date' && day && changeable(day)) setEditing(day);
          }}
          cellRender={(date, info) => (info.type === 'date' ? cell(date) : info.originNode)}
          headerRender={({ value, onChange }) => (
            <div className={styles.header}>
              <Button
                icon={<LeftOutlined aria-hidden />}
                aria-label="上个月"
                onClick={() => onChange(value.subtract(1, 'month'))}
              />
              <h2 className={styles.month} aria-live="polite">
                {value.format('YYYY年M月')}
              </h2>
              <Button
                icon={<RightOutlined aria-hidden />}
                aria-label="下个月"
                onClick={() => onChange(value.add(1, 'month'))}
              />
              <Button onClick={() => onChange(dayjs(museumToday()))}>回到本月</Button>
            </div>
          )}
        />
      </div>
      {canChange && (
        <>
          <DayDrawer day={editing} onClose={() => setEditing(undefined)} />
          <HolidaysDialog open={holidays} onClose={() => setHolidays(false)} />
        </>
      )}
    </ConsolePage>
  );
}
