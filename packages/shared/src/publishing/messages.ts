import { FieldMessages } from '../common/messages.ts';
import { PUBLISHING_MODULE_LABELS, type PublishingModule } from './modules.ts';

const label = (module: PublishingModule) => PUBLISHING_MODULE_LABELS[module];

/** Messages of the staff's content calls. */
export const PublishingMessages = {
  moduleInvalid: `内容模块有误`,
  publishedInvalid: '发布状态有误，应为 true 或 false',
  versionRequired: '请提供所编辑内容的版本号 version',
  ...FieldMessages,
  notFound: (module: PublishingModule) => `该${label(module)}不存在或已删除`,
  stale: (who: string, when: string) =>
    `保存失败：${who} 已于 ${when} 修改了这条内容。请刷新查看最新内容后再编辑，以免覆盖对方的修改`,
  inUse: (module: PublishingModule) => `该${label(module)}仍被其他内容引用，不能删除；可先下线`,
  hallMissing: '所选展厅不存在',
  artistMissing: '所选艺术家不存在',
  typeMissing: '所选藏品类别不存在',
  culIdTaken: '该藏品编号已被使用',
  nameTaken: '该名称已被使用',
  imageMissing: (url: string) => `图片不存在或尚未上传完成：${url}`,
  created: '已保存为草稿',
  saved: '保存成功',
  deleted: '已删除',
  published: '已发布',
  unpublished: '已下线',
  scheduled: (when: string) => `已定时发布：${when}`,
} as const;
