import { ContentType, type EventOrder, ORDER_STATUS_LABELS, OrderStatus } from '@museum/shared';
import { App, Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { serviceKeys, servicesApi, useOrders, useServiceAction } from '../../../api/services';
import { detailPath } from '../../../app/paths';
import { groupCode } from '../../../dialogs/reservation/TicketCard';
import { confirmOptions } from '../../../lib/feedback';
import { ServiceTab, StatusTag, type Tone } from '../service-tab/ServiceTab';
import tab from '../service-tab/ServiceTab.module.css';

const TONES: Record<OrderStatus, Tone> = { booked: 'good', attended: 'done', cancelled: 'ended' };

/** Exhibition dates are days; event times are moments. */
function schedule(order: EventOrder): string {
  if (!order.startTime) return '—';
  if (order.module === ContentType.exhibition) {
    return order.endTime ? `${order.startTime} 至 ${order.endTime}` : `${order.startTime} 起（常设）`;
  }
  const start = dayjs(order.startTime);
  return `${start.format('YYYY-MM-DD HH:mm')}–${dayjs(order.endTime).format(
    dayjs(order.endTime).isSame(start, 'day') ? 'HH:mm' : 'YYYY-MM-DD HH:mm',
  )}`;
}

/** My bookings of exhibitions and education events, with cancellation while it still helps others. */
export default function OrdersTab() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const cancel = useServiceAction(
    servicesApi.cancelOrder,
    serviceKeys.orders,
    ['order-availability'],
    serviceKeys.bookableDetail(1),
    serviceKeys.bookableDetail(2),
  );
  const { modal, message } = App.useApp();

  function confirmCancel(order: EventOrder) {
    modal.confirm(
      confirmOptions({
        tone: 'danger',
        title: '取消这次预约？',
        content: `「${order.title}」，${order.num} 人。取消后名额将释放给其他观众。`,
        okText: '取消预约',
        cancelText: '再想想',
        onOk: async () => {
          await cancel.mutateAsync(order.id);
          message.success('预约已取消');
        },
      }),
    );
  }

  return (
    <ServiceTab
      title="活动预约"
      description="需要预约的特展与公共教育活动，可在展览或活动详情页预约。"
      action={
        <Link to="/education" className={tab.actionLink}>
          浏览公共教育活动
        </Link>
      }
      query={orders}
      pageNum={page}
      onPage={setPage}
      empty="还没有预约展览或活动"
      itemKey={(order) => order.id}
    >
      {(order) => (
        <article aria-label={order.title}>
          <div className={tab.cardHead}>
            <StatusTag tone={TONES[order.status]}>{ORDER_STATUS_LABELS[order.status]}</StatusTag>
            <h3 className={tab.cardTitle}>
              <Link to={detailPath(order.module, { id: order.resId })}>{order.title}</Link>
            </h3>
          </div>
          <dl className={tab.facts}>
            <dt>类型</dt>
            <dd>{order.module === ContentType.exhibition ? '展览' : '公共教育活动'}</dd>
            <dt>时间</dt>
            <dd>{schedule(order)}</dd>
            {order.place && (
              <>
                <dt>地点</dt>
                <dd>{order.place}</dd>
              </>
            )}
            <dt>人数</dt>
            <dd>{order.num} 人</dd>
            <dt>联系人</dt>
            <dd>
              {order.people} {order.phone}
            </dd>
            <dt>预约码</dt>
            <dd>{groupCode(order.orderCode)}</dd>
          </dl>
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
