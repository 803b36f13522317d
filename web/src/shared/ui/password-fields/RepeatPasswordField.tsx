import { useLingui } from '@lingui/react/macro';
import { PASSWORD_MAX_LENGTH } from '@museum/shared';
import { Form, Input } from 'antd';

/** The new password typed again (field `of`), so that a slip of the finger is caught before it is sent. */
export function RepeatPasswordField({ of }: { of: string }) {
  const { t } = useLingui();
  const mismatch = t`两次输入的密码不一致`;
  return (
    <Form.Item
      name="confirm"
      label={t`确认新密码`}
      dependencies={[of]}
      rules={[
        { required: true, message: t`请再次输入新密码` },
        ({ getFieldValue }) => ({
          validator: async (_rule, value) => {
            if (value && value !== getFieldValue(of)) throw new Error(mismatch);
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
    </Form.Item>
  );
}
