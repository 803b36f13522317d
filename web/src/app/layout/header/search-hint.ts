import { msg } from '@lingui/core/macro';

/** What the site's search looks through, under its box. */
export const SEARCH_HINT = msg`可搜索展览、公共教育活动、馆藏作品、艺术家、学术研究、公告、政策法规与馆务`;
