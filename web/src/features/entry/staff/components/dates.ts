/** Today in the museum's time zone (YYYY-MM-DD), whatever the device's clock zone: the server decides by it. */
export function museumToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const museumParts = (iso: string) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );

/** 14:05 in museum time (the server says "already checked in at" in it too). */
export const museumTime = (iso: string | null) => {
  if (!iso) return '—';
  const parts = museumParts(iso);
  return `${parts.hour}:${parts.minute}`;
};

/** 11-24 14:05 in museum time. */
export const museumDateTime = (iso: string | null) => {
  if (!iso) return '—';
  const parts = museumParts(iso);
  return `${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
};
