import { venueSettings } from '../features/applications/tables.ts';
import type { SeedContext } from './context.ts';

/** The rules shown in the apply-to-host dialog; written for this museum, nothing personal. */
const HOSTING_RULES = `天山美术馆面向艺术家、艺术院校、文化机构及社会团体开放部分展厅，支持以视觉艺术为主体、具有学术价值或公共教育意义的展览项目。

申请材料：请上传一份展览方案（docx、xlsx 或 pdf，100 MB 以内），内容包括展览主题与策展思路、参展艺术家及作品清单（含尺寸、材质与数量）、展陈设计示意、布撤展计划与安全保障措施，以及申请人或申请机构的简介。

档期安排：请至少提前三个月提交申请，单个展览的展期一般为二至六周；布展与撤展时间计入展期。同一档期有多份申请时，展览部将综合学术水准、公共服务价值与场地条件统筹安排。

审核流程：展览部在收到申请后 15 个工作日内完成初审，必要时邀请申请人到馆沟通；审核结果以系统消息告知。审核期间可撤回申请，撤回或未通过的申请可自行删除。

展厅使用：展品运输、保险及布撤展由申请方负责，须遵守本馆消防、安保与文物保护规定；展厅内禁止明火、液体装置及未经审核的电器设备。本馆保留对展览内容进行学术审核的权利。`;

export async function seedServices({ db }: SeedContext) {
  await db.insert(venueSettings).values({ id: 1, rules: HOSTING_RULES }).onConflictDoNothing();
}
