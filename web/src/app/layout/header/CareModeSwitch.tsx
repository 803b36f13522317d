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
      onClick={() => setCare(!care)}
    >
      <span className={styles.long}>关怀模式</span>
      <span className={styles.short} aria-hidden>
        关怀
      </span>
    </Button>
  );
}
