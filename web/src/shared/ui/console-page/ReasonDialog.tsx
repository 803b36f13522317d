import { Form } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { FormError, FormModal } from './FormModal';
import { WrittenText } from './WrittenText';

/** The reason's field: its label, a hint, its limit and its two messages. */
export interface ReasonField {
  label: string;
  extra?: ReactNode;
  max: number;
  tooLong: string;
  required: string;
}

/**
 * The confirmation of an action on one record that asks why (cancelling an order, lifting a bar): `children` name
 * the record and what follows; the reason is sent by `send`, the dialog closes once it is done and shows a refusal
 * above the field.
 */
export function ReasonDialog({
  open,
  name,
  title,
  okText,
  danger,
  reason,
  send,
  onClose,
  children,
}: {
  open: boolean;
  /** The form's name (its fields' ids). */
  name: string;
  title: string;
  okText: string;
  danger?: boolean;
  reason: ReasonField;
  send: (reason: string) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setRefusal(null);
    form.resetFields();
  }, [open, form]);

  async function submit(values: { reason: string }) {
    setSending(true);
    try {
      await send(values.reason.trim());
      onClose();
    } catch (failure) {
      setRefusal((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  return (
    <FormModal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText="返回"
      form={form}
      sending={sending}
      onClose={onClose}
      forceRender
    >
      {children}
      <Form form={form} name={name} layout="vertical" onFinish={submit}>
        <FormError text={refusal} />
        <WrittenText name="reason" rows={3} {...reason} />
      </Form>
    </FormModal>
  );
}
