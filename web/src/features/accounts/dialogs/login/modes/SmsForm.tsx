import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'antd';
import type { TermsKind } from '../../../../site';
import { accountsApi } from '../../../api';
import { AgreementLink } from '../Agreement';
import { ModeForm, PhoneField } from '../fields';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  phone: string;
  smsCode: string;
}

/** Phone and SMS code; a phone without an account gets one on its first sign-in (docs/PRODUCT.md "Accounts"). */
export function SmsForm({
  initialPhone,
  onTerms,
}: {
  initialPhone: string;
  onTerms: (kind: TermsKind) => void;
}) {
  const [form] = Form.useForm<Values>();
  const finish = useFinishLogin();
  const { t } = useLingui();
  return (
    <ModeForm
      name="smsLogin"
      form={form}
      initialPhone={initialPhone}
      submit={[t`登录`, t`正在登录…`]}
      onSubmit={async (values) => {
        const result = await accountsApi.smsSignIn({
          phone: values.phone.trim(),
          smsCode: values.smsCode.trim(),
        });
        await finish(result.data!.token);
      }}
    >
      <PhoneField autoComplete="tel" />
      <SmsCodeField form={form} type="signIn" countdownKey="sms-login" />
      <p className={styles.note}>
        <Trans>
          未注册的手机号验证后将自动创建账号，登录即表示您已阅读并同意
          <AgreementLink kind="terms" onOpen={onTerms}>
            《用户服务协议》
          </AgreementLink>
          和
          <AgreementLink kind="privacy" onOpen={onTerms}>
            《隐私政策》
          </AgreementLink>
          。
        </Trans>
      </p>
    </ModeForm>
  );
}
