import type { TermsKind } from '../../../site';
import styles from './LoginDialog.module.css';

/** 《用户服务协议》和《隐私政策》 as buttons that open the full-screen texts over the dialog. */
export function AgreementLinks({ onOpen }: { onOpen: (kind: TermsKind) => void }) {
  return (
    <>
      <button type="button" className={styles.inlineLink} onClick={() => onOpen('terms')}>
        《用户服务协议》
      </button>
      和
      <button type="button" className={styles.inlineLink} onClick={() => onOpen('privacy')}>
        《隐私政策》
      </button>
    </>
  );
}
