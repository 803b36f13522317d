import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Messages, PASSWORD_MAX_LENGTH } from '@museum/shared';
import { Form, type FormInstance, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { passwordRules, phoneRules, ruleWith } from '@/shared/lib/form-rules';
import { useInPageLanguage } from '@/shared/lib/shared-english';
import styles from './LoginDialog.module.css';
import { SubmitButton } from './SubmitButton';

/** What the modes that end back at password sign-in are given (registering, recovering a password). */
export interface ReturningModeProps {
  initialPhone: string;
  /** Back to password sign-in with the phone just used, saying what worked. */
  onDone: (phone: string, success: string) => void;
}

/**
 * The phone, which is the account's name. `username` where it signs in to an existing account (password managers
 * offer the saved one), `tel` where it registers or verifies a number.
 */
export function PhoneField({ autoComplete }: { autoComplete: 'username' | 'tel' }) {
  const { t } = useLingui();
  return (
    <Form.Item name="phone" rules={phoneRules}>
      <Input
        aria-label={t`手机号`}
        placeholder={t`手机号`}
        inputMode="tel"
        autoComplete={autoComplete}
        maxLength={11}
        prefix={<MobileOutlined aria-hidden />}
      />
    </Form.Item>
  );
}

/**
 * A password. The current one is only asked for (the server says whether it is right); a new one must follow the
 * password rule, which is shown under it.
 */
export function PasswordField({ name, label, fresh }: { name: string; label: string; fresh: boolean }) {
  const inLanguage = useInPageLanguage();
  return (
    <Form.Item
      name={name}
      rules={fresh ? passwordRules : [ruleWith({ required: true }, Messages.passwordRequired)]}
      extra={fresh ? inLanguage(Messages.passwordHint) : undefined}
    >
      <Input.Password
        aria-label={label}
        placeholder={label}
        autoComplete={fresh ? 'new-password' : 'current-password'}
        maxLength={PASSWORD_MAX_LENGTH}
        prefix={<LockOutlined aria-hidden />}
      />
    </Form.Item>
  );
}

/**
 * A mode of the login dialog: its fields with the phone typed in another mode filled in, and the submit button,
 * which says what is under way while the call runs. A failed call has been explained by the request layer;
 * `onFailure` does what else a failure needs.
 */
export function ModeForm<T>({
  name,
  form,
  initialPhone,
  submit,
  onSubmit,
  onFailure,
  after,
  children,
}: {
  name: string;
  form: FormInstance<T>;
  initialPhone?: string;
  /** The button's text, and what it says while busy. */
  submit: [string, string];
  onSubmit: (values: T) => Promise<unknown>;
  onFailure?: () => void;
  /** Below the button. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  async function finish(values: T) {
    setBusy(true);
    try {
      await onSubmit(values);
    } catch {
      onFailure?.();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Form
      name={name}
      form={form}
      onFinish={finish}
      initialValues={initialPhone === undefined ? undefined : { phone: initialPhone }}
      size="large"
      className={styles.form}
    >
      {children}
      <SubmitButton busy={busy} busyText={submit[1]}>
        {submit[0]}
      </SubmitButton>
      {after}
    </Form>
  );
}
