import { Tag } from 'antd';
import dayjs from 'dayjs';
import styles from './StatusTag.module.css';

interface State {
  published: boolean;
  publishAt: string | null;
}

/** 已发布, 定时 (with its time) or 草稿: what visitors see of the item now. */
export function StatusTag({ published, publishAt }: State) {
  if (published) return <Tag className={`${styles.tag} ${styles.published}`}>已发布</Tag>;
  if (publishAt) {
    return (
      <Tag className={`${styles.tag} ${styles.scheduled}`}>定时 {dayjs(publishAt).format('MM-DD HH:mm')}</Tag>
    );
  }
  return <Tag className={`${styles.tag} ${styles.draft}`}>草稿</Tag>;
}

/** "admin · 2026-11-25 14:03": who saved last and when. */
export const lastSaved = (updatedBy: string | null, updatedAt: string) =>
  `${updatedBy ?? '初始数据'} · ${dayjs(updatedAt).format('YYYY-MM-DD HH:mm')}`;
