import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ContentType, type EventOrder, OrderStatus } from '@museum/shared';
import { Button } from 'antd';
import { Link } from 'react-router';
import { formatDashed, formatMinute, formatTime, groupCode } from '@/shared/lib/format';
import { detailPath } from '@/shared/routes';
import {
  confirmBookingCancel,
  contactOf,
  RecordFacts,
  RecordHead,
  ServiceTab,
  type Tone,
} from '@/shared/ui/center-tab/ServiceTab';
import tab from '@/shared/ui/center-tab/ServiceTab.module.css';
import { ServerText } from '@/shared/ui/server-text/ServerText';
import { useCancelOrder, useOrders } from '../api';

const TONES: Record<OrderStatus, Tone> = { booked: 'good', attended: 'done', cancelled: 'ended' };

/** The statuses' names, drawn from the code the answer carries. */
const STATUS_NAMES: Record<OrderStatus, MessageDescriptor> = {
  booked: msg`已预约`,
  attended: msg`已参加`,
  cancelled: msg`已取消`,
};

/** Exhibition dates are days; event times are moments. */
function schedule(order: EventOrder, i18n: I18n): string {
  const { startTime: start, endTime: end } = order;
  if (!start) return '—';
  if (order.module === ContentType.exhibition) {
    return end ? i18n._(msg`${start} 至 ${end}`) : i18n._(msg`${start} 起（常设）`);
  }
  if (!end) return formatMinute(start);
  return `${formatMinute(start)}–${formatDashed(end) === formatDashed(start) ? formatTime(end) : formatMinute(end)}`;
}

/** My bookings of exhibitions and education events, with cancellation while it still helps others. */
export default function OrdersTab() {
  const { i18n, t } = useLingui();
  const cancel = useCancelOrder();

  const confirmCancel = (order: EventOrder) => {
    const { title, num } = order;
    return confirmBookingCancel(t`取消这次预约？`, t`「${title}」，${num} 人`, () =>
      cancel.mutateAsync(order.id),
    );
  };

  return (
    <ServiceTab
      title={t({ message: '活动预约', context: 'the personal centre’s tab' })}
      description={t`需要预约的特展与公共教育活动，可在展览或活动详情页预约。`}
      action={
        <Link to="/education" className={tab.actionLink}>
          <Trans>浏览公共教育活动</Trans>
        </Link>
      }
      useList={useOrders}
      empty={t`还没有预约展览或活动`}
    >
      {(order) => {
        const num = order.num;
        return (
          <article aria-label={order.title}>
            <RecordHead
              tone={TONES[order.status]}
              status={i18n._(STATUS_NAMES[order.status])}
              title={
                <Link to={detailPath(order.module, { id: order.resId })}>
                  <ServerText>{order.title}</ServerText>
                </Link>
              }
            />
            <RecordFacts
              facts={{
                [t({ message: '类型', context: 'a booking' })]:
                  order.module === ContentType.exhibition
                    ? t({ message: '展览', context: 'a booking' })
                    : t`公共教育活动`,
                [t({ message: '时间', context: 'a booking' })]: schedule(order, i18n),
                [t({ message: '地点', context: 'a booking' })]: order.place ? (
                  <ServerText>{order.place}</ServerText>
                ) : null,
                [t({ message: '人数', context: 'a booking' })]: t`${num} 人`,
                [t`联系人`]: contactOf(order),
                [t`预约码`]: groupCode(order.orderCode),
              }}
            />
            {order.cancellable && order.status === OrderStatus.booked && (
              <div className={tab.actions}>
                <Button danger onClick={() => confirmCancel(order)}>
                  <Trans>取消预约</Trans>
                </Button>
              </div>
            )}
          </article>
        );
      }}
    </ServiceTab>
  );
}
