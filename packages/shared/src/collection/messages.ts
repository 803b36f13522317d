/** What the built-in collection service (the ICMS dialect) says, without its schemas (no zod). */
export const CollectionMessages = {
  /** The dialect's `message` of a success. */
  ok: '成功',
  categoryInvalid: '藏品类别 culCategory 必须是正整数',
  nameInvalid: '藏品名称 culName 必须是文字',
  keyWordInvalid: '关键词 keyWord 必须是文字',
  culIdInvalid: '藏品编号格式不正确',
  culIdRequired: '请提供藏品编号',
  detailIdRequired: '请提供藏品编号 id',
  workNotFound: '藏品不存在或暂未公开',
  /** A museum's own ICMS behind the proxy cannot be reached, or has no such call. */
  unavailable: '藏品服务暂时无法访问，请稍后再试',
  noSuchCall: '藏品服务没有这个接口',
} as const;
