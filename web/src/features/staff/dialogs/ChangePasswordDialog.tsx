import { StaffMessages } from '@museum/shared';
import { Form } from 'antd';
import { useState } from 'react';
import { feedback } from '@/shared/lib/feedback';
import { FormError, FormModal } from '@/shared/ui/console-page/FormModal';
import { CurrentPasswordField } from '@/shared/ui/password-fields/CurrentPasswordField';
import { NewPasswordField } from '@/shared/ui/password-fields/NewPasswordField';
import { RepeatPasswordField } from '@/shared/ui/password-fields/RepeatPasswordField';
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
    <FormModal
      open={open}
      title="修改密码"
      okText="确认修改"
      form={form}
      sending={busy}
      onClose={() => {
        form.resetFields();
        setError(null);
        onClose();
      }}
      forceRender
    >
      <Form form={form} name="staffChangePassword" layout="vertical" onFinish={submit}>
        <FormError text={error} />
        <CurrentPasswordField
          name="oldPassword"
          label="原密码"
          requiredMessage={StaffMessages.oldPasswordRequired}
          maxLength={64}
        />
        <NewPasswordField name="newPassword" label="新密码" />
        <RepeatPasswordField of="newPassword" />
      </Form>
    </FormModal>
  );
}
