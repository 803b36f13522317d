import { CheckCircleOutlined } from '@ant-design/icons';
import type { ContentType } from '@museum/shared';
import { userCenterPath } from '@museum/shared';
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
        <Link to={userCenterPath('orders')} className={styles.link}>
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
        <Suspense fallback={null}>
          <OrderDialog
            module={module}
            resId={resId}
            title={title}
            what={what}
            left={left}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
