import { Button } from 'antd';
import { useCareMode } from '@/shared/care-mode/care-mode';
import styles from './CareModeSwitch.module.css';

/**
 * 关怀模式 on every page's header, in words alone (an elder looks for the words, not an icon). A toggle: it says
 * whether care mode is on (aria-pressed, and drawn filled), and turns it on or off for this and every later visit.
 */
export function CareModeSwitch() {
  const { care, setCare } = useCareMode();
  return (
    <Button
      className={styles.switch}
      type={care ? 'primary' : 'text'}
      aria-pressed={care}
      // Most screens show 关怀 alone; the name stays whole, and holds the words seen (WCAG 2.5.3).
      aria-label="关怀模式"
      onClick={() => setCare(!care)}
    >
      关怀<span className={styles.tail}>模式</span>
    </Button>
  );
}
