import styles from './RichText.module.css';

/**
 * Article text from the server. It arrives sanitised (server/src/platform/html/sanitize.ts: no script,
 * no event handlers, no javascript: links), which is what makes setting it as HTML safe here.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored and served
  return <div className={`${styles.text} ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
