import { ContentType, type EventOrder, ORDER_STATUS_LABELS, OrderStatus } from '@museum/shared';
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
import { useCancelOrder, useOrders } from '../api';

const TONES: Record<OrderStatus, Tone> = { booked: 'good', attended: 'done', cancelled: 'ended' };

/** Exhibition dates are days; event times are moments. */
function schedule(order: EventOrder): string {
  if (!order.startTime) return '—';
  if (order.module === ContentType.exhibition) {
    return order.endTime ? `${order.startTime} 至 ${order.endTime}` : `${order.startTime} 起（常设）`;
  }
  const { startTime: start, endTime: end } = order;
  if (!end) return formatMinute(start);
  return `${formatMinute(start)}–${formatDashed(end) === formatDashed(start) ? formatTime(end) : formatMinute(end)}`;
}

/** My bookings of exhibitions and education events, with cancellation while it still helps others. */
export default function OrdersTab() {
  const cancel = useCancelOrder();

  const confirmCancel = (order: EventOrder) =>
    confirmBookingCancel('取消这次预约？', `「${order.title}」，${order.num} 人`, () =>
      cancel.mutateAsync(order.id),
    );

  return (
    <ServiceTab
      title="活动预约"
      description="需要预约的特展与公共教育活动，可在展览或活动详情页预约。"
      action={
        <Link to="/education" className={tab.actionLink}>
          浏览公共教育活动
        </Link>
      }
      useList={useOrders}
      empty="还没有预约展览或活动"
    >
      {(order) => (
        <article aria-label={order.title}>
          <RecordHead
            tone={TONES[order.status]}
            status={ORDER_STATUS_LABELS[order.status]}
            title={<Link to={detailPath(order.module, { id: order.resId })}>{order.title}</Link>}
          />
          <RecordFacts
            facts={{
              类型: order.module === ContentType.exhibition ? '展览' : '公共教育活动',
              时间: schedule(order),
              地点: order.place || null,
              人数: `${order.num} 人`,
              联系人: contactOf(order),
              预约码: groupCode(order.orderCode),
            }}
          />
          {order.cancellable && order.status === OrderStatus.booked && (
            <div className={tab.actions}>
              <Button danger onClick={() => confirmCancel(order)}>
                取消预约
              </Button>
            </div>
          )}
        </article>
      )}
    </ServiceTab>
  );
}
