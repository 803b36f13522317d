import { KEYWORD_MAX_LENGTH, REAL_NAME_MAX_LENGTH } from './constants.ts';

/**
 * Every visitor-facing message the spec fixes, written once for both sides. Each messages object of the shared
 * package has its English twin beside it (`messages-en.ts`), reached through `@museum/shared/english`.
 */
export const Messages = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  phoneEmpty: '手机号不能为空',
  passwordRequired: '请输入密码',
  passwordInvalid: '请输入正确的密码，密码8-20位，须包含英文大写、小写、数字',
  passwordHint: '密码8-20位，须包含英文大写、小写、数字',
  codeRequired: '请输入验证码',
  agreementRequired: '请勾选同意《用户服务协议》和《隐私政策》',
  idCardRequired: '请输入身份证号',
  idCardFormat: '你输入的身份证长度或格式错误',
  idCardRegion: '你的身份证地区非法',
  idCardBirthDate: '身份证上的出生日期非法',
  idCardChecksum: '你输入的身份证号非法',
  realNameRequired: '请输入真实姓名',
  realNameTooLong: `姓名不能超过${REAL_NAME_MAX_LENGTH}个字`,
  entryTimeRequired: '请选择入馆时间',
  sexRequired: '请选择性别',
  ageRequired: '请输入年龄1~100',
  holdingTimeRequired: '请选择举办时间',
  contactRequired: '请输入联系人',
  contactTooLong: '联系人不能超过30个字',
  materialRequired: '请上传材料',
  exhibitionIntroRequired: '请输入展览简介',
  collectionIntroRequired: '请输入藏品简介',
  introTooLong: '简介不能超过200个字',
  searchKeywordRequired: '请输入搜索关键词',
  /** Text holding a character no field takes (a NUL byte): it never reaches the database. */
  textUnreadable: '输入内容含有无法识别的字符，请检查后重新输入',

  // request layer (docs/spec §8)
  http401: '认证失败，无法访问系统资源',
  http403: '当前操作没有权限',
  http404: '访问资源不存在',
  httpDefault: '系统未知错误，请反馈给管理员',
  /** The embedded database's line is full (503 with Retry-After). */
  databaseBusy: '访问人数较多，请稍后再试',
  sessionExpiredTitle: '系统提示',
  sessionExpiredBody: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  sessionExpiredConfirm: '重新登录',
  sessionExpiredCancel: '取消',
  sessionInvalid: '无效的会话，或者会话已过期，请重新登录。',
  networkError: '后端接口连接异常',
  timeout: '系统接口请求超时',
  duplicateSubmit: '数据正在处理，请勿重复提交',
  notLoggedIn: '请先登录',
  serverError: '服务器开小差了，请稍后再试',
  /** A part that codes and limits depend on (the cache) is down: those calls wait rather than run unguarded. */
  serviceUnavailable: '服务暂时不可用，请稍后再试',
  notFound: '访问的资源不存在',
} as const;

/**
 * What the request layer answers besides a feature's own words: a success without words of its own, and a
 * request refused before any feature reads it (not JSON, too large, a parameter zod's own rules refuse).
 */
export const RequestMessages = {
  done: '操作成功',
  found: '查询成功',
  invalidJson: '请求体不是有效的 JSON',
  emptyJson: '请求体不能为空',
  bodyTooLarge: '请求体过大',
  unsupportedMediaType: '不支持的请求内容类型',
  badContentLength: '请求长度有误',
  badRequest: '请求有误，请检查后重试',
  badParameters: '请求参数有误',
  /** zod's own (generic) message, after the parameter, the body or the parameters it concerns. */
  parameterWrong: (field: string, problem: string) => `参数 ${field} 有误：${problem}`,
  bodyWrong: (problem: string) => `请求体有误：${problem}`,
  parametersWrong: (problem: string) => `请求参数有误：${problem}`,
  /** zod's own message, when its locale has none. */
  malformed: '格式不正确',
} as const;

/** The parameters lists and records share: pages, ids, keywords, id lists, content modules. */
export const QueryMessages = {
  pageNotNumber: (field: string) => `分页参数 ${field} 必须是数字`,
  pageNotWhole: (field: string) => `分页参数 ${field} 必须是正整数`,
  pageTooLarge: (field: string, max: number) => `分页参数 ${field} 不能大于${max}`,
  idNotNumber: 'id 必须是数字',
  idNotInteger: 'id 必须是整数',
  idTooSmall: 'id 必须大于0',
  idTooLarge: 'id 超出有效范围',
  keywordInvalid: '关键词格式不正确',
  keywordTooLong: `关键词不能超过${KEYWORD_MAX_LENGTH}个字`,
  idListInvalid: (label: string) => `${label}应为逗号分隔的编号，如 1,2,3`,
  idListTooLong: (label: string, max: number) => `${label}一次最多 ${max} 个`,
  moduleRequired: '请指定内容模块 module（1-8）',
  moduleInvalid: '内容模块 module 只能是 1 到 8',
} as const;

export const statusErrorMessage = (status: number) => `系统接口${status}异常`;

/** What a field of a content type says when its value is wrong (docs/PRODUCT.md "Staff console"). */
export const FieldMessages = {
  badBody: '请求内容有误，请以 JSON 对象提交',
  required: (field: string) => `请填写${field}`,
  tooLong: (field: string, max: number) => `${field}不能超过${max}个字`,
  invalid: (field: string) => `${field}格式不正确`,
  dayInvalid: (field: string) => `${field}应为 YYYY-MM-DD 格式的日期`,
  momentInvalid: (field: string) => `${field}应为日期时间，如 2026-12-01T09:00:00+08:00`,
  imageInvalid: (field: string) => `${field}应为上传后得到的 /files/ 地址`,
  linkInvalid: (field: string) => `${field}应为站内路径（以 / 开头）或 http(s) 网址`,
  endBeforeStart: '结束时间不能早于开始时间',
  deathBeforeBirth: '卒年不能早于生年',
  tooManyImages: (max: number) => `图片最多 ${max} 张`,
} as const;
