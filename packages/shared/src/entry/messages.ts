/**
 * What timed entry and groups say and allow, without their schemas (no zod): a page that shows a booking's
 * outcome, and the English twins (`messages-en.ts`), load these alone.
 */
import { ENTRY_MAX_VISITORS } from '../common/constants.ts';
import { labelled, type ValueOf } from '../common/labelled.ts';
import { Messages } from '../common/messages.ts';
import { releaseNotice } from './rules.ts';

export const EntryMessages = {
  visitorsRequired: '请至少添加一位参观人',
  tooManyVisitors: `每次最多预约${ENTRY_MAX_VISITORS}人`,
  dayInvalid: '入馆日期格式不正确',
  dayFull: '所选日期的预约名额已满，请选择其他日期',
  dayNotEnough: (left: number) => `所选日期仅剩 ${left} 个名额，请减少参观人数或选择其他日期`,
  dayClosed: '所选日期闭馆，请选择其他日期',
  dayOutOfWindow: '所选日期不在可预约范围内',
  todayStopped: '今日已停止入馆，请选择其他日期',
  /** The newest day before its release: when its places open. */
  notReleased: releaseNotice,
  realNameNeeded: '请先完成实名认证',
  duplicateAccount: '您已预约过该日入馆，每个账号每天限预约一次',
  duplicateIdCard: '该身份证号已预约过该日入馆，每人每天限预约一次',
  visitorBookedThatDay: (visitor: string) => `${visitor}的证件已预约过该日入馆，每人每天限预约一次`,
  sameDocumentTwice: '同一证件不能在一次预约中填写两次',
  tooFrequent: '操作过于频繁，请稍后再试',
  /** The no-show bar (docs/PRODUCT.md "No-shows"); `until` is the first day the document books again. */
  barred: (until: string, visitor: string | null = null) =>
    `${visitor ?? ''}因多次预约未到馆，${until} 前暂不能预约`,
  /** The per-person limit, and the first day from the asked one that it lets the document book. */
  idLimitReached: (visitor: string | null, limit: number, days: number, free: string) =>
    `${visitor ? `${visitor}的证件` : '同一证件'}在任意 ${days} 天内最多预约 ${limit} 个参观日，最早可预约 ${free} 的参观`,
  notCancellable: '该预约已无法取消',
  cancelTooLate: '参观日已闭馆，无法取消预约',
  notFound: '预约记录不存在',
  nameTooLong: Messages.realNameTooLong,
  booked: '预约成功',
  cancelled: '预约已取消',
  /** A visitor of a booking named in a message (参观人张三的证件…); the name as typed. */
  visitorNamed: (name: string) => `参观人${name}`,
} as const;

/**
 * Groups: a school or an organisation books one visit for its members (docs/PRODUCT.md "Groups"). A leader applies
 * with the member list, a reviewer approves it against the day's group places, and the group enters on one ticket.
 * The leader comes with the group: the places are the members and the leader, and the leader counts as an adult.
 */
export const GROUP_MINORS_PER_ADULT = 10;
/** The longest list the server reads, whatever the museum's groupMax. */
export const GROUP_MEMBERS_LIMIT = 200;
export const GROUP_ORG_NAME_MAX_LENGTH = 50;
export const GROUP_NOTE_MAX_LENGTH = 200;

export const [GroupStatus, GROUP_STATUS_LABELS] = labelled({
  pending: '待审核',
  approved: '已通过',
  rejected: '未通过',
  cancelled: '已取消',
  checkedIn: '已入馆',
  noShow: '未到馆',
});
export type GroupStatus = ValueOf<typeof GroupStatus>;

export const EntryGroupMessages = {
  orgNameRequired: '请填写单位名称',
  orgNameTooLong: `单位名称不能超过${GROUP_ORG_NAME_MAX_LENGTH}个字`,
  leaderRequired: '请填写领队信息',
  membersRequired: '请填写成员名单',
  tooManyMembers: `成员名单最多 ${GROUP_MEMBERS_LIMIT} 人`,
  groupSize: (min: number, max: number) => `团体成员须为 ${min} 到 ${max} 人（不含领队）`,
  adultsNeeded: (minors: number) =>
    `每 ${GROUP_MINORS_PER_ADULT} 名未成年人须有 1 名成年人带领：${minors} 名未成年人至少需要 ${Math.ceil(minors / GROUP_MINORS_PER_ADULT)} 名成年人（领队计入）`,
  sameDocumentTwice: (name: string) => `${name}的证件号码与名单中的其他人重复`,
  noteTooLong: `备注不能超过${GROUP_NOTE_MAX_LENGTH}个字`,
  documentRequired: '请填写证件号码',
  lineUnreadable: (line: number) => `第 ${line} 行：应为“姓名 证件号码 年龄”，可加证件类型`,
  lineProblem: (line: number, problem: string) => `第 ${line} 行：${problem}`,
  notFound: '团体预约不存在',
  notCancellable: '该团体预约已无法取消',
  applied: '申请已提交，审核结果将以系统消息通知您',
  cancelled: '团体预约已取消',
  alreadyDecided: (status: GroupStatus) => `该申请状态为“${GROUP_STATUS_LABELS[status]}”，无需再审核`,
  dayPassed: '参观日已过，不能再通过该申请',
  groupFull: '该日团体名额已满，请不通过并建议改期',
  groupNotEnough: (left: number) => `该日团体名额仅剩 ${left} 人，不足以接待该团体`,
  approved: '已通过，团体入馆码已发给领队',
  rejected: '已不通过，并已通知领队',
  statusInvalid: '状态有误，应为 pending、approved、rejected、cancelled、checkedIn 或 noShow',
  approveRequired: '请选择审核结果（通过或不通过）',
  reasonRequired: '请填写不通过的原因',
  reasonInvalid: '审核意见格式不正确',
  reasonTooLong: '审核意见不能超过200个字',
} as const;
