import { dayjs } from '../../../shared/lib/dayjs';

/** A server timestamp in the reader's time, to the second: staff compare changes by it. */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '—';
