import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'antd';
import { accountsApi } from '../../../api';
import { ModeForm, PasswordField, PhoneField, type ReturningModeProps } from '../fields';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';

interface Values {
  phone: string;
  smsCode: string;
  newPwd: string;
}

/** Phone, SMS code and a new password; on success back to password sign-in (docs/spec §4). */
export function ForgotForm({ initialPhone, onDone }: ReturningModeProps) {
  const [form] = Form.useForm<Values>();
  const { t } = useLingui();
  return (
    <ModeForm
      name="forgotPassword"
      form={form}
      initialPhone={initialPhone}
      submit={[t`重置密码`, t`正在提交…`]}
      onSubmit={async (values) => {
        const phone = values.phone.trim();
        await accountsApi.findPwd({ phone, newPwd: values.newPwd, smsCode: values.smsCode.trim() });
        onDone(phone, t`密码已重置，请使用新密码登录`);
      }}
    >
      <p className={styles.lead}>
        <Trans>请输入注册时使用的手机号，验证后设置新密码。</Trans>
      </p>
      <PhoneField autoComplete="username" />
      <SmsCodeField form={form} type="findPwd" countdownKey="sms-forgot" />
      <PasswordField name="newPwd" label={t`新密码`} fresh />
    </ModeForm>
  );
}
