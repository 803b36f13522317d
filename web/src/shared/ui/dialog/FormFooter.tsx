import { Trans } from '@lingui/react/macro';
import { Button } from 'antd';
import { Link } from 'react-router';

/**
 * The footer of a dialog around a form, in view while the body scrolls: 取消 and the submit button (which names
 * the form by its id); once sent, the way to follow what was sent and 完成.
 */
export function FormFooter({
  formId,
  submitText,
  sending,
  sent,
  onClose,
}: {
  formId: string;
  submitText: string;
  sending: boolean;
  /** Once sent: where to follow it (the personal centre's tab). */
  sent: { to: string; text: string } | null;
  onClose: () => void;
}) {
  return sent ? (
    <>
      <Link to={sent.to} onClick={onClose}>
        {sent.text}
      </Link>
      <Button type="primary" size="large" onClick={onClose}>
        <Trans>完成</Trans>
      </Button>
    </>
  ) : (
    <>
      <Button size="large" onClick={onClose}>
        <Trans>取消</Trans>
      </Button>
      <Button type="primary" htmlType="submit" form={formId} size="large" loading={sending}>
        {submitText}
      </Button>
    </>
  );
}
