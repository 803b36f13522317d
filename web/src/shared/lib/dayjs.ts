import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { pageLanguage } from '../i18n';

// Month and weekday names wherever dayjs formats (antd's pickers included) in the page's language: Chinese, or on
// English pages dayjs's own English, which is built in (nothing more to load). The modules that use dayjs import it
// from here, so the pages that do not (the public ones) leave it out of their first load.
dayjs.locale(pageLanguage() === 'en' ? 'en' : 'zh-cn');

export type { Dayjs } from 'dayjs';
export { dayjs };
