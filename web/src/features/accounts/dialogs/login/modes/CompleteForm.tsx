import { Trans, useLingui } from '@lingui/react/macro';
import { Form } from 'antd';
import { useSession } from '@/shared/stores/session';
import { accountsApi } from '../../../api';
import { ModeForm, PhoneField } from '../fields';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  phone: string;
  smsCode: string;
}

/**
 * A WeChat-only account binds a phone (wanShan) before anything else (docs/spec §6); a phone that already has an
 * account takes the WeChat sign-in over. The dialog cannot be closed here, but the visitor may sign out.
 */
export function CompleteForm() {
  const [form] = Form.useForm<Values>();
  const finish = useFinishLogin();
  const logout = useSession((s) => s.logout);
  const { t } = useLingui();
  return (
    <ModeForm
      name="completeProfile"
      form={form}
      submit={[t`完成`, t`正在提交…`]}
      onSubmit={async (values) => {
        const result = await accountsApi.wanShan({
          phone: values.phone.trim(),
          smsCode: values.smsCode.trim(),
        });
        await finish(result.data!.token, t`信息已完善`);
      }}
      after={
        <div className={styles.center}>
          <button type="button" className={styles.textLink} onClick={() => void logout()}>
            {t`暂不绑定，退出登录`}
          </button>
        </div>
      }
    >
      <p className={styles.lead}>
        <Trans>
          微信登录成功。请绑定手机号以完成账号设置，用于预约入馆、接收通知与找回账号。若该手机号已注册，微信将绑定到原账号。
        </Trans>
      </p>
      <PhoneField autoComplete="tel" />
      <SmsCodeField form={form} type="shenFen" countdownKey="sms-complete" />
    </ModeForm>
  );
}
