import { CheckCircleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, userCenterPath } from '@museum/shared';
import { Button } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useRequireLogin } from '@/shared/hooks/useRequireLogin';
import { useOrderAvailability } from '../api';
import styles from './EventOrderButton.module.css';

/** The booking form, with antd's form engine and inputs: loaded when a visitor opens it, not with the page. */
const OrderDialog = lazy(() => import('../dialogs/OrderDialog'));

export interface EventOrderButtonProps {
  /** ContentType.exhibition or ContentType.education */
  module: typeof ContentType.exhibition | typeof ContentType.education;
  resId: number;
  /** The exhibition's or event's title, for the dialog. */
  title: string;
}

/**
 * Books places at an exhibition or education event that takes bookings; shows nothing for one that does not.
 * Booking needs a signed-in visitor (the login dialog opens otherwise).
 */
export function EventOrderButton({ module, resId, title }: EventOrderButtonProps) {
  const { t } = useLingui();
  const availability = useOrderAvailability(module, resId);
  const requireLogin = useRequireLogin();
  const [open, setOpen] = useState(false);
  const info = availability.data;
  if (!info || info.capacity === null) return null;

  const left = Math.max(0, info.capacity - info.booked);
  const capacity = info.capacity;
  let control: ReactNode;
  if (info.myOrderId) {
    control = (
      <>
        <span className={styles.booked}>
          <CheckCircleOutlined aria-hidden /> <Trans>您已预约</Trans>
        </span>
        <Link to={userCenterPath('orders')} className={styles.link}>
          <Trans>查看我的预约</Trans>
        </Link>
      </>
    );
  } else if (!info.bookable) {
    control = (
      <Button size="large" disabled>
        <Trans>预约已结束</Trans>
      </Button>
    );
  } else if (left === 0) {
    control = (
      <Button size="large" disabled>
        <Trans>名额已满</Trans>
      </Button>
    );
  } else {
    control = (
      <Button type="primary" size="large" onClick={() => requireLogin(() => setOpen(true))}>
        {module === ContentType.exhibition ? t`预约展览` : t`预约活动`}
      </Button>
    );
  }

  return (
    <div className={styles.box}>
      {control}
      <span className={styles.places}>
        {info.bookable ? t`余 ${left} / 共 ${capacity} 个名额` : t`共 ${capacity} 个名额`}
      </span>
      {open && (
        <Suspense fallback={null}>
          <OrderDialog
            module={module}
            resId={resId}
            title={title}
            left={left}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
