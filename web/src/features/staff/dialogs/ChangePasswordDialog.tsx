import { Messages, PASSWORD_MAX_LENGTH, StaffMessages } from '@museum/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { passwordRules } from '@/shared/lib/form-rules';
import { staffApi } from '../api';
import { showServerError } from '../components/server-errors';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/** One's own password: the current one, then the new one twice. Other devices are signed out by the server. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: Values) {
    setBusy(true);
    setError(null);
    try {
      const result = await staffApi.changePassword({
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      feedback.success(result.msg || StaffMessages.passwordChanged);
      form.resetFields();
      onClose();
    } catch (failure) {
      setError(showServerError(failure, form, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title="修改密码"
      okText="确认修改"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        setError(null);
        onClose();
      }}
      forceRender
    >
      <Form form={form} name="staffChangePassword" layout="vertical" onFinish={submit}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="oldPassword"
          label="原密码"
          rules={[{ required: true, message: StaffMessages.oldPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" maxLength={64} />
        </Form.Item>
        <Form.Item name="newPassword" label="新密码" rules={passwordRules} extra={Messages.passwordHint}>
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="确认新密码"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error('两次输入的密码不一致');
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
