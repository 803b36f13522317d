/** Today in the museum's time zone (YYYY-MM-DD), whatever the device's clock zone: the server decides by it. */
export function museumToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
