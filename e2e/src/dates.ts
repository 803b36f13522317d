/** The museum's time zone, as the e2e server and browser use it (playwright.config.ts). */
const MUSEUM_TIME_ZONE = 'Asia/Shanghai';

/** Today in the museum's time zone (YYYY-MM-DD): what the server counts as today, whatever the runner's zone. */
export const museumToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: MUSEUM_TIME_ZONE }).format(new Date());
