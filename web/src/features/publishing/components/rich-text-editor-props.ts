import type { StaffUploader } from '../upload';

/** Kept apart so that the light wrapper and the lazily loaded editor share it without importing each other. */
export interface RichTextEditorProps {
  /** The text as HTML: an antd Form field ('' when empty). */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Sends pictures inserted into the text (`createStaffUploader(...)`); without it, 插入图片 is not offered. */
  uploader?: StaffUploader;
  /** Names the editing region for screen readers (the form item's label), e.g. "展览介绍"; default 正文. */
  label?: string;
  id?: string;
  disabled?: boolean;
  /** Height of the writing area before it grows, in pixels (default 280). */
  minHeight?: number;
}
