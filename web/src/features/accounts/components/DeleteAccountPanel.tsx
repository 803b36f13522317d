import { ExclamationCircleOutlined } from '@ant-design/icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { maskPhone } from '@museum/shared';
import { Button, Checkbox, Form, Modal, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { message } from '@/shared/lib/feedback';
import { useSiteName } from '@/shared/settings/useSiteSettings';
import { useSession } from '@/shared/stores/session';
import { CurrentPasswordField } from '@/shared/ui/password-fields/CurrentPasswordField';
import { accountsApi } from '../api';
import styles from './DeleteAccountPanel.module.css';
import { OwnPhoneCodeField } from './OwnPhoneCodeField';
import { Panel } from './Panel';

const CONSEQUENCES = [
  msg`账号将无法登录，且不可恢复；`,
  msg`昵称、头像、实名信息等个人信息将被删除，系统消息将被清空；`,
  msg`尚未参观的入馆预约、活动预约将被取消，审核中的办展申请将被撤回；`,
  msg`手机号和身份证号将被释放，可以重新注册和认证新账号。`,
];

interface Values {
  password?: string;
  smsCode?: string;
  understood: boolean;
}

/** Closing the account, with the consequences spelled out and a password or SMS confirmation. */
export function DeleteAccountPanel() {
  const user = useSession((s) => s.userInfo);
  const clear = useSession((s) => s.clear);
  const museum = useSiteName();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  const [submitting, setSubmitting] = useState(false);
  const { t, i18n } = useLingui();
  if (!user?.username) return null;
  const phone = maskPhone(user.username);
  const bySms = method === 'sms' || !user.hasPassword;

  async function submit(values: Values) {
    setSubmitting(true);
    try {
      await accountsApi.deleteAccount(bySms ? { smsCode: values.smsCode } : { password: values.password });
    } catch {
      setSubmitting(false);
      return;
    }
    setOpen(false);
    clear();
    message.success(t`账号已注销，感谢您对${museum}的关注`);
    navigate('/home');
  }

  return (
    <Panel
      title={t`注销账号`}
      tone="danger"
      description={
        <>
          <p className={styles.lead}>
            <Trans>注销是不可撤销的操作。注销后：</Trans>
          </p>
          <ul className={styles.list}>
            {CONSEQUENCES.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
        </>
      }
    >
      <Button danger onClick={() => setOpen(true)}>
        {t`注销账号`}
      </Button>
      <Modal
        open={open}
        title={
          <span className={styles.title}>
            <ExclamationCircleOutlined aria-hidden className={styles.icon} /> {t`确认注销账号`}
          </span>
        }
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        centered
      >
        <p className={styles.warning}>
          <Trans>注销后账号 {phone} 的全部个人信息将被删除，且无法恢复。</Trans>
        </p>
        <Form
          name="deleteAccount"
          form={form}
          layout="vertical"
          onFinish={submit}
          requiredMark={false}
          preserve={false}
        >
          {user.hasPassword && (
            <Form.Item label={t`验证方式`}>
              <Segmented
                value={method}
                onChange={(value) => setMethod(value as 'password' | 'sms')}
                options={[
                  { label: t`密码验证`, value: 'password' },
                  { label: t`短信验证`, value: 'sms' },
                ]}
              />
            </Form.Item>
          )}
          {bySms ? (
            <OwnPhoneCodeField form={form} type="shenFen" countdownKey="sms-delete-account" />
          ) : (
            <CurrentPasswordField />
          )}
          <Form.Item
            name="understood"
            valuePropName="checked"
            rules={[
              {
                validator: async (_rule, value) => {
                  if (!value) throw new Error(t`请确认您已了解注销的后果`);
                },
              },
            ]}
          >
            <Checkbox>{t`我已了解上述后果，确认注销`}</Checkbox>
          </Form.Item>
          <div className={styles.actions}>
            <Button onClick={() => setOpen(false)}>{t`再想想`}</Button>
            <Button danger type="primary" htmlType="submit" loading={submitting}>
              {t`确认注销`}
            </Button>
          </div>
        </Form>
      </Modal>
    </Panel>
  );
}
