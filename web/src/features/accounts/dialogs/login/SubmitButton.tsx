import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * The full-width submit of a login form. While busy it is disabled and says so in words: antd's `loading` icon
 * carries its own label, which lingers in the button's accessible name, and two-character labels are not spaced
 * apart, so what is read aloud matches what is shown.
 */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" block disabled={busy} autoInsertSpace={false}>
      {busy ? busyText : children}
    </Button>
  );
}
