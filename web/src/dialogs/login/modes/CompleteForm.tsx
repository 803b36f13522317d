import { MobileOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { accountsApi } from '../../../api/accounts';
import { phoneRules } from '../../../lib/form-rules';
import { useSession } from '../../../stores/session';
import styles from '../LoginDialog.module.css';
import { SmsCodeField } from '../SmsCodeField';
import { SubmitButton } from '../SubmitButton';
import { useFinishLogin } from '../useFinishLogin';

interface Values {
  phone: string;
  smsCode: string;
}

/**
 * A WeChat-only account binds a phone (wanShan) before anything else (spec section 6); a phone that already has an
 * account takes the WeChat sign-in over. The dialog cannot be closed here, but the visitor may sign out.
 */
export function CompleteForm() {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const finish = useFinishLogin();
  const logout = useSession((s) => s.logout);

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      const result = await accountsApi.wanShan({
        phone: values.phone.trim(),
        smsCode: values.smsCode.trim(),
      });
      await finish(result.data!.token, '信息已完善');
    } catch {
      // Shown by the request layer.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form name="completeProfile" form={form} onFinish={submit} size="large" className={styles.form}>
      <p className={styles.lead}>
        微信登录成功。请绑定手机号以完成账号设置，用于预约入馆、接收通知与找回账号。若该手机号已注册，微信将绑定到原账号。
      </p>
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
      <SmsCodeField form={form} type="shenFen" countdownKey="sms-complete" />
      <SubmitButton busy={submitting} busyText="正在提交…">
        完成
      </SubmitButton>
      <div className={styles.center}>
        <button type="button" className={styles.textLink} onClick={() => void logout()}>
          暂不绑定，退出登录
        </button>
      </div>
    </Form>
  );
}
