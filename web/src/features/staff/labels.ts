import {
  type AuditAction,
  PUBLISHING_MODULE_LABELS,
  type SignInFailure,
  type StaffRole,
} from '@museum/shared';

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理员',
  editor: '内容编辑',
  frontdesk: '前台',
  reviewer: '审核员',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: '新建',
  update: '修改',
  delete: '删除',
  publish: '发布',
  unpublish: '下线',
  review: '审核',
  status: '处理状态',
  checkin: '检票入馆',
  calendar: '预约日历',
  broadcast: '群发消息',
  export: '导出数据',
  // Any change to a staff account (module staff); the fields show what changed.
  staff: '账号变更',
  signin: '登录后台',
  view: '查看联系方式',
};

/** The `module` of audit rows, as the server's features write it. */
export const AUDIT_MODULE_LABELS: Record<string, string> = {
  staff: '员工账号',
  ...PUBLISHING_MODULE_LABELS,
  entry: '入馆预约',
  applications: '展览申请',
  donations: '捐赠报告',
  orders: '活动订单',
  messages: '系统消息',
};

/** Field names of audit before/after values that staff read often; others are shown as written. */
export const FIELD_LABELS: Record<string, string> = {
  username: '用户名',
  name: '姓名',
  roles: '角色',
  enabled: '启用',
  totpEnabled: '两步验证',
  passwordReset: '重置密码',
  outcome: '结果',
  via: '方式',
  title: '标题',
  published: '已发布',
  publishAt: '定时发布',
  status: '状态',
  reason: '原因',
  capacity: '可预约人数',
  open: '开放',
  note: '备注',
  content: '内容',
  sort: '排序',
};

/** Values of audit fields that are codes rather than text: how a sign-in went (action `signin`). */
export const VALUE_LABELS: Record<string, Record<string, string>> = {
  outcome: {
    wrongPassword: '密码错误',
    wrongCode: '动态码错误',
    locked: '错误次数过多，已锁定',
  } satisfies Record<SignInFailure, string>,
  via: { password: '密码', code: '动态码' },
};
