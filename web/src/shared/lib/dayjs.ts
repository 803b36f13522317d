import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Chinese month and weekday names wherever dayjs formats (antd's pickers included). The modules that use dayjs
// import it from here, so the pages that do not (the public ones) leave it out of their first load.
dayjs.locale('zh-cn');

export type { Dayjs } from 'dayjs';
export { dayjs };
