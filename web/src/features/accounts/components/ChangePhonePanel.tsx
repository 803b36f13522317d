import { useLingui } from '@lingui/react/macro';
import { AccountMessages, maskPhone } from '@museum/shared';
import { Button, Form, Input } from 'antd';
import { message } from '@/shared/lib/feedback';
import { phoneRules } from '@/shared/lib/form-rules';
import { useSession } from '@/shared/stores/session';
import { CurrentPasswordField } from '@/shared/ui/password-fields/CurrentPasswordField';
import { accountsApi, useProfileMutation } from '../api';
import { SmsCodeField } from '../dialogs/login/SmsCodeField';
import { Panel } from './Panel';

interface Values {
  phone: string;
  smsCode: string;
  password?: string;
}

/** Move the account to a new phone: a code to the new phone, and the password when the account has one. */
export function ChangePhonePanel() {
  const user = useSession((s) => s.userInfo);
  const [form] = Form.useForm<Values>();
  const change = useProfileMutation(accountsApi.changePhone);
  const { t } = useLingui();
  if (!user?.username) return null;
  const current = maskPhone(user.username);

  async function submit(values: Values) {
    try {
      const result = await change.mutateAsync({
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
        password: values.password,
      });
      message.success(result.msg);
      form.resetFields();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Panel
      title={t`更换手机号`}
      description={t`当前手机号：${current}。更换后请使用新手机号登录，原手机号将可重新注册。`}
    >
      <Form name="changePhone" form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="phone" label={t`新手机号`} rules={phoneRules}>
          <Input inputMode="tel" autoComplete="tel" maxLength={11} />
        </Form.Item>
        <SmsCodeField
          form={form}
          type="shenFen"
          countdownKey="sms-change-phone"
          label={t`新手机号收到的验证码`}
          showLabel
        />
        {user.hasPassword && (
          <CurrentPasswordField requiredMessage={AccountMessages.currentPasswordRequired} />
        )}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t`更换手机号`}
        </Button>
      </Form>
    </Panel>
  );
}
