import { checkPassword, Messages, PASSWORD_MAX_LENGTH, type StaffMember } from '@museum/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { ruleFrom } from '@/shared/lib/form-rules';
import { staffApi, useStaffMutation } from '../api';
import { showServerError } from '../components/server-errors';

/** An admin sets a new password for a staff member; the server ends that member's sessions. */
export function ResetPasswordDialog({ member, onClose }: { member?: StaffMember; onClose: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [error, setError] = useState<string | null>(null);
  const reset = useStaffMutation((password: string) => staffApi.update(member!.id, { password }));

  useEffect(() => {
    if (!member) return;
    setError(null);
    form.resetFields();
  }, [member, form]);

  return (
    <Modal
      open={Boolean(member)}
      title={`重置密码：${member?.name ?? ''}（${member?.username ?? ''}）`}
      okText="重置密码"
      cancelText="取消"
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        name="staffResetPassword"
        layout="vertical"
        onFinish={({ password }) =>
          reset.mutate(password, {
            onSuccess: () => {
              feedback.success('密码已重置，该员工需用新密码重新登录');
              onClose();
            },
            onError: (failure) => setError(showServerError(failure, form, ['password'])),
          })
        }
      >
        <p>
          重置后该员工在所有设备上的登录都将退出。请通过安全的方式把新密码告诉本人，并提醒其登录后自行修改。
        </p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="password"
          label="新密码"
          extra={Messages.passwordHint}
          rules={[
            { required: true, message: Messages.passwordRequired },
            ruleFrom(checkPassword, { skipEmpty: true, keepSpaces: true }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
