import { useLingui } from '@lingui/react/macro';
import { Messages, PASSWORD_MAX_LENGTH } from '@museum/shared';
import { Form, Input } from 'antd';
import { ruleWith } from '../../lib/form-rules';

/** The password one signs in with, asked again before a change to the account (the server says if it is right). */
export function CurrentPasswordField({
  name = 'password',
  label,
  requiredMessage = Messages.passwordRequired,
  maxLength = PASSWORD_MAX_LENGTH,
}: {
  name?: string;
  label?: string;
  requiredMessage?: string;
  maxLength?: number;
}) {
  const { t } = useLingui();
  return (
    <Form.Item
      name={name}
      label={label ?? t`登录密码`}
      rules={[ruleWith({ required: true }, requiredMessage)]}
    >
      <Input.Password autoComplete="current-password" maxLength={maxLength} />
    </Form.Item>
  );
}
