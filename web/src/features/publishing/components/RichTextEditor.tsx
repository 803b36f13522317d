import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import styles from './RichTextEditor.module.css';
import type { RichTextEditorProps } from './rich-text-editor-props';

export type { RichTextEditorProps };

// TipTap and ProseMirror are the heaviest part of a form: loaded when a form with rich text first opens.
const RichTextEditorCore = lazy(() => import('./RichTextEditorCore'));

/**
 * The rich-text editor of content forms (TipTap): a Chinese toolbar, pictures uploaded through the staff policy,
 * and HTML of only the tags the site's sanitiser keeps (server/src/platform/html/sanitize.ts).
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} role="status" aria-label="编辑器加载中">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <RichTextEditorCore {...props} />
    </Suspense>
  );
}
