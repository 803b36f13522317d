import { Alert, type FormInstance, Modal, type ModalProps } from 'antd';

/** What the server refused (or why nothing was sent), above a form's button. */
export function FormError({ text }: { text: string | null }) {
  return text ? <Alert type="error" showIcon title={text} style={{ marginBottom: 16 }} /> : null;
}

/**
 * A console dialog around one form: its OK button submits the form and spins while it is sent; 取消 (unless named
 * otherwise) and the cross call `onClose`.
 */
export function FormModal({
  form,
  sending,
  onClose,
  ...props
}: Omit<ModalProps, 'onOk' | 'onCancel' | 'confirmLoading'> & {
  form: FormInstance;
  sending: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      cancelText="取消"
      {...props}
      confirmLoading={sending}
      onOk={() => form.submit()}
      onCancel={onClose}
    />
  );
}
