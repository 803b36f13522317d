export const SEARCH_HINT = '可搜索展览、公共教育活动、馆藏作品、艺术家、学术研究、公告、政策法规与馆务';
