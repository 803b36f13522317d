import { Messages, PASSWORD_MAX_LENGTH } from '@museum/shared';
import { Form, Input } from 'antd';

/** The password one signs in with, asked again before a change to the account (the server says if it is right). */
export function CurrentPasswordField({
  name = 'password',
  label = '登录密码',
  requiredMessage = Messages.passwordRequired,
  maxLength = PASSWORD_MAX_LENGTH,
}: {
  name?: string;
  label?: string;
  requiredMessage?: string;
  maxLength?: number;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, message: requiredMessage }]}>
      <Input.Password autoComplete="current-password" maxLength={maxLength} />
    </Form.Item>
  );
}
