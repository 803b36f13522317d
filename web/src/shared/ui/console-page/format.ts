import { formatDashed, formatMinute } from '../../lib/format';

/** A server timestamp in the museum's time, to the minute: what a reviewer needs to follow a record up. */
export const formatRecordTime = (value: string | null | undefined) => (value ? formatMinute(value) : '—');

/** A record's wait in words: "今天提交" on its first day, then "待审 N 天". */
export const waitingDays = (days: number, verb = '待审') => (days <= 0 ? '今天提交' : `${verb} ${days} 天`);

/** A record waiting this long stands out in its queue: a week without an answer is overdue. */
export const OVERDUE_DAYS = 7;

/** A day only, for what runs over days (an exhibition): the museum's. */
export const formatDay = (value: string | null | undefined) => (value ? formatDashed(value) : '—');
