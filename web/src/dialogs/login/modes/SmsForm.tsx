import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { accountsApi } from '../../../api/accounts';
import { phoneRules } from '../../../lib/form-rules';
import type { TermsKind } from '../../terms/TermsDialog';
import { AgreementLinks } from '../Agreement';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';
import { SubmitButton } from '../SubmitButton';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  phone: string;
  smsCode: string;
}

/** Phone and SMS code; a phone without an account gets one on its first sign-in (PRODUCT.md). */
export function SmsForm({
  initialPhone,
  onTerms,
}: {
  initialPhone: string;
  onTerms: (kind: TermsKind) => void;
}) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishLogin();

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const result = await accountsApi.smsSignIn({
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
      });
      await finish(result.data!.token);
    } catch {
      // Shown by the request layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form
      name="smsLogin"
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
      <SmsCodeField form={form} type="signIn" countdownKey="sms-login" />
      <p className={styles.note}>
        未注册的手机号验证后将自动创建账号，登录即表示您已阅读并同意
        <AgreementLinks onOpen={onTerms} />。
      </p>
      <SubmitButton busy={submitting} busyText="正在登录…">
        登录
      </SubmitButton>
    </Form>
  );
}
