import { Tag } from 'antd';
import type { ReactNode } from 'react';
import styles from './ToneTag.module.css';

/** What a state means to staff, each drawn in one readable colour (antd's preset tag colours fail contrast). */
export type Tone = 'positive' | 'info' | 'waiting' | 'negative' | 'neutral';

/** A state in the console's tables and details: its word carries the meaning, the tone only repeats it. */
export function ToneTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag className={`${styles.tag} ${styles[tone]}`}>{children}</Tag>;
}
