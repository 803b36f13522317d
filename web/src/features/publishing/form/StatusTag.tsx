import { formatMinute, formatMonthMinute } from '@/shared/lib/format';
import { ToneTag } from '@/shared/ui/console-page/ToneTag';

interface State {
  published: boolean;
  publishAt: string | null;
}

/** 已发布, 定时 (with its time) or 草稿: what visitors see of the item now. */
export function StatusTag({ published, publishAt }: State) {
  if (published) return <ToneTag tone="positive">已发布</ToneTag>;
  if (publishAt) {
    return <ToneTag tone="info">定时 {formatMonthMinute(publishAt)}</ToneTag>;
  }
  return <ToneTag tone="neutral">草稿</ToneTag>;
}

/** "admin · 2026-11-25 14:03": who saved last and when. */
export const lastSaved = (updatedBy: string | null, updatedAt: string) =>
  `${updatedBy ?? '初始数据'} · ${formatMinute(updatedAt)}`;
