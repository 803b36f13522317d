import { CheckCircleFilled } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { INTRO_MAX_LENGTH, Messages } from '@museum/shared';
import { Form, Input, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { phoneRules, ruleWith } from '../../lib/form-rules';
import { useSession } from '../../stores/session';
import { FormFooter } from '../dialog/FormFooter';
import { resultHeadingClass, scrollingDialog, useRevealResult } from '../dialog/scrolling-dialog';
import { DialogTitle } from '../dialog-title/DialogTitle';
import styles from './FormDialog.module.css';

/** The fields every participation form has, as the server takes them: trimmed, and empty rather than missing. */
export interface ParticipationFields {
  people: string;
  phone: string;
  fileUrl: string;
  intro: string;
}

interface FieldValues {
  people?: string;
  phone?: string;
  fileUrl?: string;
  intro?: string;
}

/**
 * The apply and donate dialogs: the title, a body that scrolls (a lead, what else precedes the form, the form with
 * the visitor's phone filled in) and a footer that stays in view with 取消 and the submit button (which names the
 * form by its id). Once sent, what happens next replaces the form, and the footer offers the way to follow it
 * and 完成.
 */
export function FormDialog<V extends FieldValues>({
  title,
  icon,
  width,
  formId,
  submitText,
  lead,
  before,
  onSubmit,
  submitting,
  done,
  onClose,
  children,
}: {
  title: string;
  icon: ReactNode;
  width: number;
  /** The Form's `name`, which antd also gives its element as id. */
  formId: string;
  submitText: string;
  lead: ReactNode;
  /** Between the lead and the form (the hosting rules). */
  before?: ReactNode;
  /** Sends the form; the common fields come ready, the rest are in `values`. */
  onSubmit: (fields: ParticipationFields, values: V) => Promise<unknown>;
  submitting: boolean;
  /** What the visitor reads once it is sent, and where to follow it. */
  done: { title: string; text: ReactNode; link: { to: string; text: string } };
  onClose: () => void;
  children: ReactNode;
}) {
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const [sent, setSent] = useState(false);

  async function submit(values: V) {
    try {
      await onSubmit(
        {
          people: (values.people ?? '').trim(),
          phone: (values.phone ?? '').trim(),
          fileUrl: values.fileUrl ?? '',
          intro: (values.intro ?? '').trim(),
        },
        values,
      );
      setSent(true);
    } catch {
      // Shown by the request layer; the form keeps what was typed.
    }
  }

  return (
    <Modal
      open
      title={<DialogTitle icon={icon}>{title}</DialogTitle>}
      width={width}
      footer={
        <FormFooter
          formId={formId}
          submitText={submitText}
          sending={submitting}
          sent={sent ? done.link : null}
          onClose={onClose}
        />
      }
      onCancel={onClose}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      classNames={scrollingDialog}
    >
      {sent ? (
        <Submitted title={done.title}>{done.text}</Submitted>
      ) : (
        <>
          <p className={styles.lead}>{lead}</p>
          {before}
          <Form<V>
            name={formId}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            initialValues={{ phone }}
            scrollToFirstError
            className={styles.form}
          >
            {children}
          </Form>
        </>
      )}
    </Modal>
  );
}

/** Two fields side by side (one above the other on a phone). */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

/** Contact person and phone, one under the other: the booking form asks them so. */
export function ContactItems() {
  const { t } = useLingui();
  return (
    <>
      <Form.Item
        name="people"
        label={t`联系人`}
        rules={[ruleWith({ required: true, whitespace: true }, Messages.contactRequired)]}
      >
        <Input placeholder={t`请输入联系人姓名`} maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t`联系电话`} rules={phoneRules}>
        <Input placeholder={t`11 位手机号`} maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
    </>
  );
}

/** Contact person and phone side by side: the apply and donate dialogs ask the same (docs/spec §5). */
export function ContactFields() {
  return (
    <FieldPair>
      <ContactItems />
    </FieldPair>
  );
}

/** The introduction of at most 200 characters, with its word counter. */
export function IntroField({
  label,
  requiredMessage,
  placeholder,
}: {
  label: string;
  requiredMessage: string;
  placeholder: string;
}) {
  return (
    <Form.Item
      name="intro"
      label={label}
      rules={[
        ruleWith({ required: true, whitespace: true }, requiredMessage),
        ruleWith({ max: INTRO_MAX_LENGTH }, Messages.introTooLong),
      ]}
    >
      <Input.TextArea rows={4} maxLength={INTRO_MAX_LENGTH} showCount placeholder={placeholder} />
    </Form.Item>
  );
}

/**
 * What the visitor sees once a form is in: what happens next (the footer shows where to follow it). The dialog
 * goes back to its top and the heading takes focus, since it replaced the form.
 */
export function Submitted({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRevealResult<HTMLHeadingElement>();
  return (
    <div className={styles.submitted}>
      <CheckCircleFilled className={styles.submittedIcon} aria-hidden />
      <h3 ref={heading} tabIndex={-1} className={`${styles.submittedTitle} ${resultHeadingClass}`}>
        {title}
      </h3>
      <div className={styles.submittedText}>{children}</div>
    </div>
  );
}
