import { CheckCircleFilled } from '@ant-design/icons';
import { INTRO_MAX_LENGTH, Messages } from '@museum/shared';
import { Button, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DialogTitle } from '../../components/dialog-title/DialogTitle';
import { phoneRules } from '../../lib/form-rules';
import { resultHeadingClass, scrollingDialog, useRevealResult } from '../scrollingDialog';
import styles from './ParticipationForm.module.css';

/**
 * The frame of the apply and donate dialogs: the title, a body that scrolls, and a footer that stays in view with
 * 取消 and the submit button (which names the form by its id), then, once sent, the way to follow it and 完成.
 */
export function ParticipationDialog({
  title,
  icon,
  width,
  formId,
  submitText,
  submitting,
  done,
  doneLink,
  onClose,
  children,
}: {
  title: string;
  icon: ReactNode;
  width: number;
  /** The Form's `name`, which antd also gives its element as id. */
  formId: string;
  submitText: string;
  submitting: boolean;
  done: boolean;
  doneLink: { to: string; text: string };
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={<DialogTitle icon={icon}>{title}</DialogTitle>}
      width={width}
      footer={
        done ? (
          <>
            <Link to={doneLink.to} onClick={onClose}>
              {doneLink.text}
            </Link>
            <Button type="primary" size="large" onClick={onClose}>
              完成
            </Button>
          </>
        ) : (
          <>
            <Button size="large" onClick={onClose}>
              取消
            </Button>
            <Button type="primary" htmlType="submit" form={formId} size="large" loading={submitting}>
              {submitText}
            </Button>
          </>
        )
      }
      onCancel={onClose}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      classNames={scrollingDialog}
    >
      {children}
    </Modal>
  );
}

/** Contact person and phone: the apply and donate dialogs ask the same (spec section 5). */
export function ContactFields() {
  return (
    <div className={styles.pair}>
      <Form.Item
        name="people"
        label="联系人"
        rules={[{ required: true, whitespace: true, message: Messages.contactRequired }]}
      >
        <Input placeholder="请输入联系人姓名" maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label="联系电话" rules={phoneRules}>
        <Input placeholder="11 位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
      </Form.Item>
    </div>
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
        { required: true, whitespace: true, message: requiredMessage },
        { max: INTRO_MAX_LENGTH, message: Messages.introTooLong },
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
