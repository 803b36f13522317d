import { Input, type InputProps, type InputRef, Space } from 'antd';
import type { ReactNode, Ref } from 'react';

/**
 * An input with a control joined to its right (获取验证码, the captcha's image), as one Form.Item's child: the
 * item's name, rules and label reach the input itself, so its error is tied to it (aria-describedby and
 * aria-invalid, which a field nested with `noStyle` would point at a message drawn elsewhere).
 */
export function InputBeside({
  beside,
  className,
  ref,
  ...input
}: InputProps & { beside: ReactNode; ref?: Ref<InputRef> }) {
  return (
    <Space.Compact block className={className}>
      <Input ref={ref} {...input} />
      {beside}
    </Space.Compact>
  );
}
