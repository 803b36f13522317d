import { MessageOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { checkPhone, Messages, type SmsType } from '@museum/shared';
import { Button, Form, type FormInstance } from 'antd';
import { useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { codeRules } from '@/shared/lib/form-rules';
import { inPageLanguage } from '@/shared/lib/shared-english';
import { accountsApi } from '../../api';
import { InputBeside } from './InputBeside';
import styles from './LoginDialog.module.css';
import { useSmsCountdown } from './useSmsCountdown';

interface Props {
  form: FormInstance;
  /** The form field holding the phone the code goes to. */
  phoneField?: string;
  /** A fixed phone (the account's own), instead of a field. */
  phone?: string | null;
  type: SmsType;
  /** Separate countdown per form (docs/spec §4). */
  countdownKey: string;
  /** Runs before sending, e.g. the registration pre-check; throws to stop. */
  beforeSend?: (phone: string) => Promise<void>;
  name?: string;
  /** The input's accessible name; shown above it with `showLabel` (vertical forms). */
  label?: string;
  showLabel?: boolean;
}

/** The SMS code input with its "get code" button, counting down 60 s after each send. */
export function SmsCodeField({
  form,
  phoneField = 'phone',
  phone,
  type,
  countdownKey,
  beforeSend,
  name = 'smsCode',
  label,
  showLabel = false,
}: Props) {
  const { t } = useLingui();
  const labelText = label ?? t`短信验证码`;
  const { seconds, counting, start } = useSmsCountdown(countdownKey);
  const [sending, setSending] = useState(false);

  async function send() {
    let target: string;
    if (phone !== undefined) {
      target = phone?.trim() ?? '';
      if (!target) {
        message.error(inPageLanguage(Messages.phoneEmpty));
        return;
      }
    } else {
      // Asking for a code with no phone says so (docs/spec §5); submitting the form keeps the field's own
      // "please enter" message.
      target = String(form.getFieldValue(phoneField) ?? '').trim();
      if (!target) {
        form.setFields([{ name: phoneField, errors: [inPageLanguage(Messages.phoneEmpty)] }]);
        form.getFieldInstance(phoneField)?.focus?.();
        return;
      }
      try {
        await form.validateFields([phoneField]);
      } catch {
        return;
      }
    }
    if (checkPhone(target)) return;
    setSending(true);
    try {
      await beforeSend?.(target);
      await accountsApi.sendSms(target, type);
      start();
      message.success(t`验证码已发送，5分钟内有效`);
      form.getFieldInstance(name)?.focus?.();
    } catch {
      // The request layer has shown why.
    } finally {
      setSending(false);
    }
  }

  return (
    <Form.Item name={name} rules={codeRules} label={showLabel ? labelText : undefined}>
      <InputBeside
        aria-label={labelText}
        placeholder={showLabel ? t`6位数字` : t`短信验证码`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        prefix={showLabel ? undefined : <MessageOutlined aria-hidden />}
        beside={
          <Button onClick={send} disabled={counting} loading={sending} className={styles.smsButton}>
            {counting ? t`${seconds}秒后重新获取` : t`获取验证码`}
          </Button>
        }
      />
    </Form.Item>
  );
}
