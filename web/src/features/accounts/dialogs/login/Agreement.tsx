import type { ReactNode } from 'react';
import type { TermsKind } from '../../../site';
import styles from './LoginDialog.module.css';

/**
 * 《用户服务协议》 or 《隐私政策》 as a button that opens the full-screen text over the dialog; the sentence around it
 * is the form's own (one message, so that each language orders it as it needs).
 */
export function AgreementLink({
  kind,
  onOpen,
  children,
}: {
  kind: TermsKind;
  onOpen: (kind: TermsKind) => void;
  children?: ReactNode;
}) {
  return (
    <button type="button" className={styles.inlineLink} onClick={() => onOpen(kind)}>
      {children}
    </button>
  );
}
