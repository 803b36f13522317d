import { CalendarOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, ORDER_MAX_PLACES } from '@museum/shared';
import { Button, Form, InputNumber, Modal } from 'antd';
import { useLanguage } from '@/shared/i18n';
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
  left,
  onClose,
}: {
  /** ContentType.exhibition or ContentType.education, as the booking button has it. */
  module: number;
  resId: number;
  title: string;
  /** Places left. */
  left: number;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [form] = Form.useForm<Values>();
  const phone = useSession((s) => s.userInfo?.username ?? undefined);
  const place = usePlaceOrder(module, resId);
  const most = Math.max(1, Math.min(ORDER_MAX_PLACES, left));
  const max = ORDER_MAX_PLACES;

  async function submit(values: Values) {
    try {
      await place.mutateAsync({
        module,
        resId,
        num: values.num,
        people: (values.people ?? '').trim(),
        phone: (values.phone ?? '').trim(),
      });
      message.success(t`预约成功，可在个人中心查看`);
      onClose();
    } catch {
      // Shown by the request layer.
    }
  }

  return (
    <Modal
      open
      title={
        <DialogTitle icon={<CalendarOutlined />}>
          {title ? t`预约：${title}` : module === ContentType.exhibition ? t`预约展览` : t`预约活动`}
        </DialogTitle>
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
          label={t`预约人数`}
          rules={[
            // OrderMessages.placesRequired, in the page's language.
            { required: true, type: 'number', min: 1, max: most, message: t`请选择预约人数（1~${max}人）` },
          ]}
          extra={t`每次最多 ${max} 人，当前余 ${left} 个名额`}
        >
          <InputNumber
            min={1}
            max={most}
            precision={0}
            // The field's name says it in English ("Number of people"); Chinese reads a unit after the number.
            suffix={language === 'zh' ? t`人` : undefined}
            className={styles.number}
          />
        </Form.Item>
        <ContactItems />
        <div className={styles.actions}>
          <Button size="large" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button type="primary" htmlType="submit" size="large" loading={place.isPending}>
            <Trans>确认预约</Trans>
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
