import { Modal, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useSession } from '@/shared/stores/session';
import { FormFooter } from '@/shared/ui/dialog/FormFooter';
import { resultHeadingClass, scrollingDialog, useRevealResult } from '@/shared/ui/dialog/scrolling-dialog';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import styles from './EntryDialogFrame.module.css';

/**
 * The frame of the visitor's entry dialogs (a booking, a group's application): a scrolling dialog under its title,
 * with the form's buttons in the footer (the submit button names the form by its id) and, once sent, the way to
 * the personal centre instead. Opened signed in: the visitor's details are fetched when missing, and a spinner
 * stands in for the form until they come.
 */
export function EntryDialogFrame({
  open = true,
  icon,
  title,
  subtitle,
  width,
  formId,
  submitText,
  sending,
  sent,
  onClose,
  children,
}: {
  /** False while another dialog stands in for it (real-name verification before a booking). */
  open?: boolean;
  icon: ReactNode;
  title: string;
  subtitle: string;
  width: number;
  formId: string;
  submitText: string;
  sending: boolean;
  /** Once sent: where the personal centre lists it, linked in the footer in place of the form's buttons. */
  sent: { to: string; text: string } | null;
  onClose: () => void;
  /** The form, or once sent what replaced it. */
  children: ReactNode;
}) {
  const userInfo = useSession((s) => s.userInfo);
  const fetchUserInfo = useSession((s) => s.fetchUserInfo);

  useEffect(() => {
    if (!userInfo) void fetchUserInfo().catch(() => undefined);
  }, [userInfo, fetchUserInfo]);

  return (
    <Modal
      open={open}
      title={
        <DialogTitle icon={icon} subtitle={subtitle}>
          {title}
        </DialogTitle>
      }
      width={width}
      footer={
        sent || userInfo ? (
          <FormFooter
            formId={formId}
            submitText={submitText}
            sending={sending}
            sent={sent}
            onClose={onClose}
          />
        ) : null
      }
      onCancel={onClose}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      classNames={scrollingDialog}
    >
      {sent || userInfo ? (
        children
      ) : (
        <div className={styles.loading}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}

/** The rules under an entry form (预约须知, 团体预约须知), one a list item. */
export function DialogNotes({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.notes} aria-labelledby={id}>
      <h3 id={id} className={styles.notesTitle}>
        {title}
      </h3>
      <ul>{children}</ul>
    </section>
  );
}

/** The heading of what replaced the form once sent: the dialog goes back to its top and the heading takes focus. */
export function ResultHeading({ children }: { children: ReactNode }) {
  const heading = useRevealResult<HTMLHeadingElement>();
  return (
    <h3 ref={heading} tabIndex={-1} className={`${styles.resultTitle} ${resultHeadingClass}`}>
      {children}
    </h3>
  );
}
