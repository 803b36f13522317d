import { Form, Input } from 'antd';
import type { ReactNode } from 'react';

/**
 * Text staff write for a visitor to read (a reason, a note, a message): at most `max` characters, counted as it
 * is typed; when `required` (its message) is given it must be written, and spaces alone do not count.
 */
export function WrittenText({
  name,
  label,
  extra,
  max,
  rows,
  tooLong,
  required,
}: {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  max: number;
  rows: number;
  tooLong: string;
  required?: string | false;
}) {
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        { required: Boolean(required), whitespace: true, message: required || undefined },
        { max, message: tooLong },
      ]}
    >
      <Input.TextArea rows={rows} maxLength={max} showCount />
    </Form.Item>
  );
}
