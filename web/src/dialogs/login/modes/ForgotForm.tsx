import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Messages } from '@museum/shared';
import { App, Form, Input } from 'antd';
import { useState } from 'react';
import { accountsApi } from '../../../api/accounts';
import { passwordRules, phoneRules } from '../../../lib/form-rules';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';
import { SubmitButton } from '../SubmitButton';

interface Values {
  phone: string;
  smsCode: string;
  newPwd: string;
}

/** Phone, SMS code and a new password; on success back to password sign-in (spec section 4). */
export function ForgotForm({
  initialPhone,
  onDone,
}: {
  initialPhone: string;
  onDone: (phone: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const phone = values.phone.trim();
      await accountsApi.findPwd({ phone, newPwd: values.newPwd, smsCode: values.smsCode.trim() });
      message.success('密码已重置，请使用新密码登录');
      onDone(phone);
    } catch {
      // Shown by the request layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      name="forgotPassword"
      form={form}
      onFinish={submit}
      initialValues={{ phone: initialPhone }}
      size="large"
      className={styles.form}
    >
      <p className={styles.lead}>请输入注册时使用的手机号，验证后设置新密码。</p>
      <Form.Item name="phone" rules={phoneRules}>
        <Input
          aria-label="手机号"
          placeholder="手机号"
          inputMode="tel"
          autoComplete="username"
          maxLength={11}
          prefix={<MobileOutlined aria-hidden />}
        />
      </Form.Item>
      <SmsCodeField form={form} type="findPwd" countdownKey="sms-forgot" />
      <Form.Item name="newPwd" rules={passwordRules} extra={Messages.passwordHint}>
        <Input.Password
          aria-label="新密码"
          placeholder="新密码"
          autoComplete="new-password"
          maxLength={20}
          prefix={<LockOutlined aria-hidden />}
        />
      </Form.Item>
      <SubmitButton busy={submitting} busyText="正在提交…">
        重置密码
      </SubmitButton>
    </Form>
  );
}
