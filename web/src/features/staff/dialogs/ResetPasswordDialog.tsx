import type { StaffMember } from '@museum/shared';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { FormError, FormModal } from '@/shared/ui/console-page/FormModal';
import { NewPasswordField } from '@/shared/ui/password-fields/NewPasswordField';
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
    <FormModal
      open={Boolean(member)}
      title={`重置密码：${member?.name ?? ''}（${member?.username ?? ''}）`}
      okText="重置密码"
      form={form}
      sending={reset.isPending}
      onClose={onClose}
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
        <FormError text={error} />
        <NewPasswordField name="password" label="新密码" />
      </Form>
    </FormModal>
  );
}
