import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import type { CaptchaImage } from '@museum/shared';
import { Messages } from '@museum/shared';
import { Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { accountsApi } from '../../../api/accounts';
import { phoneRules } from '../../../lib/form-rules';
import { CaptchaField } from '../CaptchaField';
import styles from '../LoginDialog.module.css';
import { SubmitButton } from '../SubmitButton';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  phone: string;
  password: string;
  code?: string;
}

/** Phone, password and captcha; a failed attempt brings a new captcha (spec section 4). */
export function PasswordForm({ initialPhone, onForgot }: { initialPhone: string; onForgot: () => void }) {
  const [form] = Form.useForm<Values>();
  const [captcha, setCaptcha] = useState<CaptchaImage>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishLogin();

  const refreshCaptcha = useCallback(() => {
    form.setFieldValue('code', '');
    accountsApi
      .captcha()
      .then((result) => setCaptcha(result.data))
      .catch(() => undefined);
  }, [form]);
  useEffect(refreshCaptcha, [refreshCaptcha]);

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const result = await accountsApi.signIn({
        username: values.phone.trim(),
        password: values.password,
        code: values.code?.trim(),
        uuid: captcha?.uuid,
      });
      await finish(result.data!.token);
    } catch {
      refreshCaptcha();
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      name="passwordLogin"
      form={form}
      onFinish={submit}
      initialValues={{ phone: initialPhone }}
      size="large"
      className={styles.form}
    >
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
      <Form.Item name="password" rules={[{ required: true, message: Messages.passwordRequired }]}>
        <Input.Password
          aria-label="密码"
          placeholder="密码"
          autoComplete="current-password"
          maxLength={20}
          prefix={<LockOutlined aria-hidden />}
        />
      </Form.Item>
      {captcha?.captchaEnabled !== false && <CaptchaField captcha={captcha} onRefresh={refreshCaptcha} />}
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.textLink} onClick={onForgot}>
          忘记密码？
        </button>
      </div>
      <SubmitButton busy={submitting} busyText="正在登录…">
        登录
      </SubmitButton>
    </Form>
  );
}
