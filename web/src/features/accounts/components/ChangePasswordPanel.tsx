import { useLingui } from '@lingui/react/macro';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { useSession } from '@/shared/stores/session';
import { CurrentPasswordField } from '@/shared/ui/password-fields/CurrentPasswordField';
import { NewPasswordField } from '@/shared/ui/password-fields/NewPasswordField';
import { RepeatPasswordField } from '@/shared/ui/password-fields/RepeatPasswordField';
import { accountsApi } from '../api';
import { OwnPhoneCodeField } from './OwnPhoneCodeField';
import { Panel } from './Panel';

interface Values {
  oldPwd?: string;
  smsCode?: string;
  newPwd: string;
  confirm: string;
}

/**
 * Change the password with the old one, or with an SMS code to the account's phone (for a forgotten password or an
 * account created by SMS or WeChat that never had one). Other devices are signed out; this one stays.
 */
export function ChangePasswordPanel() {
  const user = useSession((s) => s.userInfo);
  const fetchUserInfo = useSession((s) => s.fetchUserInfo);
  const [form] = Form.useForm<Values>();
  const [bySms, setBySms] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { t } = useLingui();
  if (!user?.username) return null;
  const useSms = bySms || !user.hasPassword;

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const result = await accountsApi.changePwd(
        useSms
          ? { smsCode: values.smsCode, newPwd: values.newPwd }
          : { oldPwd: values.oldPwd, newPwd: values.newPwd },
      );
      message.success(result.msg);
      form.resetFields();
      setBySms(false);
      await fetchUserInfo();
    } catch {
      // Shown by the request layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Panel
      title={user.hasPassword ? t`修改登录密码` : t`设置登录密码`}
      description={
        user.hasPassword
          ? t`修改后，其他设备上的登录将自动退出。`
          : t`您的账号通过短信或微信创建，尚未设置密码。设置后也可以使用手机号和密码登录。`
      }
    >
      <Form name="changePassword" form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {useSms ? (
          <OwnPhoneCodeField form={form} type="findPwd" countdownKey="sms-change-password" />
        ) : (
          <CurrentPasswordField name="oldPwd" label={t`原密码`} requiredMessage={t`请输入原密码`} />
        )}
        <NewPasswordField name="newPwd" label={t`新密码`} />
        <RepeatPasswordField of="newPwd" />
        <Button type="primary" htmlType="submit" loading={submitting}>
          {user.hasPassword ? t`修改密码` : t`设置密码`}
        </Button>
        {user.hasPassword && (
          <Button type="link" onClick={() => setBySms((value) => !value)}>
            {bySms ? t`使用原密码验证` : t`忘记原密码？使用短信验证`}
          </Button>
        )}
      </Form>
    </Panel>
  );
}
