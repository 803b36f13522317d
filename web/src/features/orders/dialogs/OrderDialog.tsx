import { CalendarOutlined } from '@ant-design/icons';
import { ORDER_MAX_PLACES, OrderMessages } from '@museum/shared';
import { Button, Form, InputNumber, Modal } from 'antd';
import { message } from '@/shared/lib/feedback';
import { useSession } from '@/shared/stores/session';
import { DialogTitle } from '@/shared/ui/dialog-title/DialogTitle';
import { ContactItems } from '@/shared/ui/form-dialog/FormDialog';
import { usePlaceOrder } from '../api';
import styles from '../components/EventOrderButton.module.css';

interface Values {
  num: number;
  people?: string;
  phone?: string;
}

/** Places at an exhibition or event for a signed-in visitor: how many, a contact and a phone. */
export default function OrderDialog({
  module,
  resId,
  title,
  what,
  left,
  onClose,
}: {
  /** ContentType.exhibition or ContentType.education, as the booking button has it. */
  module: number;
  resId: number;
  title: string;
  /** 展览 or 活动 */
  what: string;
  /** Places left. */
  left: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const place = usePlaceOrder(module, resId);
  const most = Math.max(1, Math.min(ORDER_MAX_PLACES, left));

  async function submit(values: Values) {
    try {
      await place.mutateAsync({
        module,
        resId,
        num: values.num,
        people: (values.people ?? '').trim(),
        phone: (values.phone ?? '').trim(),
      });
      message.success('预约成功，可在个人中心查看');
      onClose();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Modal
      open
      title={
        <DialogTitle icon={<CalendarOutlined />}>{title ? `预约：${title}` : `预约${what}`}</DialogTitle>
      }
      footer={null}
      onCancel={onClose}
      width={480}
      centered
      destroyOnHidden
      styles={{ header: { marginBottom: 20 } }}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ num: 1, phone }}
      >
        <Form.Item
          name="num"
          label="预约人数"
          rules={[
            { required: true, type: 'number', min: 1, max: most, message: OrderMessages.placesRequired },
          ]}
          extra={`每次最多 ${ORDER_MAX_PLACES} 人，当前余 ${left} 个名额`}
        >
          <InputNumber min={1} max={most} precision={0} suffix="人" className={styles.number} />
        </Form.Item>
        <ContactItems />
        <div className={styles.actions}>
          <Button size="large" onClick={onClose}>
            取消
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={place.isPending}>
            确认预约
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
