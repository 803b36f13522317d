import { KEYWORD_MAX_LENGTH } from '../common/constants.ts';

/** What search says, without its schemas (no zod); a missing keyword is `Messages.searchKeywordRequired`. */
export const SearchMessages = {
  keywordInvalid: '搜索关键词格式不正确',
  keywordTooLong: `搜索关键词不能超过${KEYWORD_MAX_LENGTH}个字`,
  /** A keyword of stop words and signs only. */
  meaningless: '请输入有意义的关键词，如展览名称、艺术家或藏品名称',
} as const;
