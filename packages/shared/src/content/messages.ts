import { RELATED_MAX } from './enums.ts';

/** What the visitor's content calls say (lists' filters, details not found), without their schemas (no zod). */
export const ContentMessages = {
  yearInvalid: '年份格式不正确，请选择 1900 到 2100 之间的年份',
  exhibitionStatusInvalid: '展览状态只能是 0（即将开展）、1（正在展出）或 2（往期回顾）',
  idInvalid: 'id 必须是正整数',
  relatedSizeInvalid: `pageSize 必须是 1 到 ${RELATED_MAX} 之间的整数`,
  educationStatusInvalid: '活动状态只能是 0（活动预告）、1（活动预约）或 2（活动回顾）',
  initialInvalid: '拼音首字母只能是 A 到 Z 或 #',
  affairStatusInvalid: '馆务栏目只能是 1（新闻动态）、2（馆务公开）或 3（媒体报道）',
  dictTypeRequired: '请指定字典类型 dictType',
  dictTypeInvalid: '字典类型 dictType 格式不正确',
  exhibitionNotFound: '该展览不存在或已下线',
  educationNotFound: '该活动不存在或已下线',
  artistNotFound: '该艺术家不存在或已下线',
  academicNotFound: '该学术内容不存在或已下线',
  noticeNotFound: '该公告不存在或已撤下',
  policyNotFound: '该政策法规不存在或已撤下',
  affairNotFound: '该馆务信息不存在或已撤下',
} as const;

/** The names of the lists' filters, as their messages say them (`FieldMessages.invalid`, `QueryMessages`). */
export const ContentFilterLabels = {
  exhibitionType: '展览类型',
  educationType: '活动类型',
  artistCategory: '艺术门类',
  academicType: '学术类型',
  policyType: '政策类型',
  artistIds: '艺术家编号 ids ',
} as const;
