import { Messages, PASSWORD_MAX_LENGTH } from '@museum/shared';
import { Form, Input } from 'antd';
import { passwordRules } from '../../lib/form-rules';
import { useInPageLanguage } from '../../lib/shared-english';

/** A new password, checked as the server checks it, with the password rule written under it. */
export function NewPasswordField({ name, label }: { name: string; label: string }) {
  const inLanguage = useInPageLanguage();
  return (
    <Form.Item name={name} label={label} rules={passwordRules} extra={inLanguage(Messages.passwordHint)}>
      <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
    </Form.Item>
  );
}
