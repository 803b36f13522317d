import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'antd';
import { useCareMode } from '@/shared/care-mode/care-mode';
import styles from './CareModeSwitch.module.css';

/**
 * 关怀模式 on every page's header, in words alone (an elder looks for the words, not an icon). A toggle: it says
 * whether care mode is on (aria-pressed, and drawn filled), and turns it on or off for this and every later visit.
 */
export function CareModeSwitch() {
  const { care, setCare } = useCareMode();
  const { t } = useLingui();
  return (
    <Button
      className={styles.switch}
      type={care ? 'primary' : 'text'}
      aria-pressed={care}
      // Most screens show 关怀 alone; the name stays whole, and holds the words seen (WCAG 2.5.3). In English the
      // button reads "Care mode" (or "Care" where the header is tight) and its name says what the mode does.
      aria-label={t({ message: '关怀模式', context: 'the care switch, its whole name' })}
      onClick={() => setCare(!care)}
    >
      <Trans>
        关怀<span className={styles.tail}>模式</span>
      </Trans>
    </Button>
  );
}
