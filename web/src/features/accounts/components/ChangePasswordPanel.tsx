import { Messages, maskPhone, PASSWORD_MAX_LENGTH } from '@museum/shared';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { message } from '@/shared/lib/feedback';
import { passwordRules } from '@/shared/lib/form-rules';
import { useSession } from '@/shared/stores/session';
import { accountsApi } from '../api';
import { SmsCodeField } from '../dialogs/login/SmsCodeField';
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
      title={user.hasPassword ? '修改登录密码' : '设置登录密码'}
      description={
        user.hasPassword
          ? '修改后，其他设备上的登录将自动退出。'
          : '您的账号通过短信或微信创建，尚未设置密码。设置后也可以使用手机号和密码登录。'
      }
    >
      <Form name="changePassword" form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        {useSms ? (
          <SmsCodeField
            form={form}
            phone={user.username}
            type="findPwd"
            countdownKey="sms-change-password"
            showLabel
            label={`发送到 ${maskPhone(user.username)} 的验证码`}
          />
        ) : (
          <Form.Item name="oldPwd" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
            <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
          </Form.Item>
        )}
        <Form.Item name="newPwd" label="新密码" rules={passwordRules} extra={Messages.passwordHint}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPwd']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('newPwd')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {user.hasPassword ? '修改密码' : '设置密码'}
        </Button>
        {user.hasPassword && (
          <Button type="link" onClick={() => setBySms((value) => !value)}>
            {bySms ? '使用原密码验证' : '忘记原密码？使用短信验证'}
          </Button>
        )}
      </Form>
    </Panel>
  );
}
