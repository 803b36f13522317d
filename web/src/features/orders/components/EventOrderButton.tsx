import { CalendarOutlined, CheckCircleOutlined } from '@ant-design/icons';
import { type ContentType, Messages, ORDER_MAX_PLACES, OrderMessages } from '@museum/shared';
import { App, Button, Form, Input, InputNumber, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useRequireLogin } from '../../../shared/hooks/useRequireLogin';
import { phoneRules } from '../../../shared/lib/form-rules';
import { useSession } from '../../../shared/stores/session';
import { DialogTitle } from '../../../shared/ui/dialog-title/DialogTitle';
import { useOrderAvailability, usePlaceOrder } from '../api';
import styles from './EventOrderButton.module.css';

export interface EventOrderButtonProps {
  /** ContentType.exhibition or ContentType.education */
  module: typeof ContentType.exhibition | typeof ContentType.education;
  resId: number;
  /** The exhibition's or event's title, for the dialog. */
  title: string;
}

interface Values {
  num: number;
  people?: string;
  phone?: string;
}

function OrderDialog({
  module,
  resId,
  title,
  what,
  left,
  onClose,
}: EventOrderButtonProps & { what: string; left: number; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const place = usePlaceOrder(module, resId);
  const { message } = App.useApp();
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
        <Form.Item
          name="people"
          label="联系人"
          rules={[{ required: true, whitespace: true, message: Messages.contactRequired }]}
        >
          <Input placeholder="请输入联系人姓名" maxLength={30} autoComplete="name" />
        </Form.Item>
        <Form.Item name="phone" label="联系电话" rules={phoneRules}>
          <Input placeholder="11 位手机号" maxLength={11} inputMode="numeric" autoComplete="tel" />
        </Form.Item>
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

/**
 * Books places at an exhibition or education event that takes bookings; shows nothing for one that does not.
 * Booking needs a signed-in visitor (the login dialog opens otherwise).
 */
export function EventOrderButton({ module, resId, title }: EventOrderButtonProps) {
  const availability = useOrderAvailability(module, resId);
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const info = availability.data;
  if (!info || info.capacity === null) return null;

  const left = Math.max(0, info.capacity - info.booked);
  const what = module === 1 ? '展览' : '活动';
  let control: ReactNode;
  if (info.myOrderId) {
    control = (
      <>
        <span className={styles.booked}>
          <CheckCircleOutlined aria-hidden /> 您已预约
        </span>
        <Link to="/userCenter/orders" className={styles.link}>
          查看我的预约
        </Link>
      </>
    );
  } else if (!info.bookable) {
    control = (
      <Button size="large" disabled>
        预约已结束
      </Button>
    );
  } else if (left === 0) {
    control = (
      <Button size="large" disabled>
        名额已满
      </Button>
    );
  } else {
    control = (
      <Button type="primary" size="large" onClick={() => requireLogin(() => setOpen(true))}>
        预约{what}
      </Button>
    );
  }

  return (
    <div className={styles.box}>
      {control}
      <span className={styles.places}>
        {info.bookable ? `余 ${left} / 共 ${info.capacity} 个名额` : `共 ${info.capacity} 个名额`}
      </span>
      {open && (
        <OrderDialog
          module={module}
          resId={resId}
          title={title}
          what={what}
          left={left}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
