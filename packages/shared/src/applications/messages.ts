/** What hosting applications allow and say, without their schemas (no zod). */

/** Applications one visitor may have waiting for review at once. */
export const HOSTING_MAX_PENDING = 5;

export const ApplicationMessages = {
  dayInvalid: '举办日期格式不正确',
  endBeforeStart: '结束日期须晚于开始日期',
  startNotFuture: '举办开始日期须晚于今天',
  periodTooLong: '举办时间不能超过一年',
  notWithdrawable: '只有审核中的申请可以撤回',
  notDeletable: '只有已撤回或未通过的申请可以删除',
  notFound: '申请记录不存在',
  hallInvalid: '所选展厅暂不接受办展申请，请重新选择',
  tooManyPending: `您已有 ${HOSTING_MAX_PENDING} 份申请正在审核中，请等待审核结果后再提交`,
  submitted: '申请已提交',
  withdrawn: '申请已撤回',
  deleted: '申请已删除',
} as const;
