import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Messages } from '@museum/shared';
import { App, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { accountsApi } from '../../../api/accounts';
import { passwordRules, phoneRules } from '../../../lib/form-rules';
import type { TermsKind } from '../../terms/TermsDialog';
import { AgreementLinks } from '../Agreement';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';
import { SubmitButton } from '../SubmitButton';

interface Values {
  phone: string;
  smsCode: string;
  password: string;
  checked: boolean;
}

/** Phone, SMS code, password and the agreement; on success back to password sign-in (spec section 4). */
export function RegisterForm({
  initialPhone,
  onRegistered,
  onTerms,
}: {
  initialPhone: string;
  onRegistered: (phone: string) => void;
  onTerms: (kind: TermsKind) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const { message } = App.useApp();

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const phone = values.phone.trim();
      await accountsApi.signUp({
        phone,
        password: values.password,
        smsCode: values.smsCode.trim(),
        checked: true,
        signupType: 0,
      });
      message.success('注册成功，请登录');
      onRegistered(phone);
    } catch {
      // Shown by the request layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      name="register"
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
          autoComplete="tel"
          maxLength={11}
          prefix={<MobileOutlined aria-hidden />}
        />
      </Form.Item>
      {/* The pre-check answers 200 only for a phone free to register (spec section 7). */}
      <SmsCodeField
        form={form}
        type="signUp"
        countdownKey="sms-register"
        beforeSend={async (phone) => {
          await accountsApi.checkExist(phone);
        }}
      />
      <Form.Item name="password" rules={passwordRules} extra={Messages.passwordHint}>
        <Input.Password
          aria-label="设置密码"
          placeholder="设置密码"
          autoComplete="new-password"
          maxLength={20}
          prefix={<LockOutlined aria-hidden />}
        />
      </Form.Item>
      <Form.Item
        name="checked"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value) => {
              if (!value) throw new Error(Messages.agreementRequired);
            },
          },
        ]}
      >
        <Checkbox className={styles.agreement}>
          我已阅读并同意
          <AgreementLinks onOpen={onTerms} />
        </Checkbox>
      </Form.Item>
      <SubmitButton busy={submitting} busyText="正在注册…">
        注册
      </SubmitButton>
    </Form>
  );
}
