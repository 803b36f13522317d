import { formatSecond } from '@/shared/lib/format';

/** A server timestamp in the museum's time, to the second: staff compare changes by it. */
export const formatDateTime = (value: string | null | undefined) => (value ? formatSecond(value) : '—');
