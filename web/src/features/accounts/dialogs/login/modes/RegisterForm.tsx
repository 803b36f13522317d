import { Trans, useLingui } from '@lingui/react/macro';
import { Messages } from '@museum/shared';
import { Checkbox, Form } from 'antd';
import { inPageLanguage } from '@/shared/lib/shared-english';
import type { TermsKind } from '../../../../site';
import { accountsApi } from '../../../api';
import { AgreementLink } from '../Agreement';
import { ModeForm, PasswordField, PhoneField, type ReturningModeProps } from '../fields';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';

interface Values {
  phone: string;
  smsCode: string;
  password: string;
  checked: boolean;
}

/** Phone, SMS code, password and the agreement; on success back to password sign-in (docs/spec §4). */
export function RegisterForm({
  initialPhone,
  onDone,
  onTerms,
}: ReturningModeProps & { onTerms: (kind: TermsKind) => void }) {
  const [form] = Form.useForm<Values>();
  const { t } = useLingui();
  return (
    <ModeForm
      name="register"
      form={form}
      initialPhone={initialPhone}
      submit={[t`注册`, t`正在注册…`]}
      onSubmit={async (values) => {
        const phone = values.phone.trim();
        await accountsApi.signUp({
          phone,
          password: values.password,
          smsCode: values.smsCode.trim(),
          checked: true,
          signupType: 0,
        });
        onDone(phone, t`注册成功，请登录`);
      }}
    >
      <PhoneField autoComplete="tel" />
      {/* The pre-check answers 200 only for a phone free to register (docs/spec §7). */}
      <SmsCodeField
        form={form}
        type="signUp"
        countdownKey="sms-register"
        beforeSend={async (phone) => {
          await accountsApi.checkExist(phone);
        }}
      />
      <PasswordField name="password" label={t`设置密码`} fresh />
      <Form.Item
        name="checked"
        valuePropName="checked"
        rules={[
          {
            validator: async (_rule, value) => {
              if (!value) throw new Error(inPageLanguage(Messages.agreementRequired));
            },
          },
        ]}
      >
        <Checkbox className={styles.agreement}>
          <Trans>
            我已阅读并同意
            <AgreementLink kind="terms" onOpen={onTerms}>
              《用户服务协议》
            </AgreementLink>
            和
            <AgreementLink kind="privacy" onOpen={onTerms}>
              《隐私政策》
            </AgreementLink>
          </Trans>
        </Checkbox>
      </Form.Item>
    </ModeForm>
  );
}
