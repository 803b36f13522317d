import { dayjs } from '../../lib/dayjs';

/** A server timestamp in the reader's time, to the minute: what a reviewer needs to follow a record up. */
export const formatTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '—';

/** A record's wait in words: "今天提交" on its first day, then "待审 N 天". */
export const waitingDays = (days: number, verb = '待审') => (days <= 0 ? '今天提交' : `${verb} ${days} 天`);

/** A record waiting this long stands out in its queue: a week without an answer is overdue. */
export const OVERDUE_DAYS = 7;

/** A day only, for what runs over days (an exhibition). */
export const formatDay = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD') : '—';
