import {
  type AdminOrder,
  AdminOrderMessages,
  type adminOrderListQuerySchema,
  ContentType,
  MessageKind,
  OrderMessages,
  OrderStatus,
  userCenterPath,
} from '@museum/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Transaction } from '../../platform/db/client.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { queueFigures } from '../../platform/db/queue.ts';
import { refuseStatusMove } from '../../platform/db/status-move.ts';
import { fail } from '../../platform/http/errors.ts';
import { type Bookable, moveBookedPlaces } from '../content/index.ts';
import { sendMessage } from '../messages/index.ts';
import { type AuditActor, recordAudit } from '../staff/index.ts';
import { itemsOf, type OrderModule, type OrderRow, toOrder } from './service.ts';
import { eventOrders } from './tables.ts';

/** The orders booked and not yet attended or cancelled (the console's dashboard). */
export const waitingOrders = (db: AppContext['db']) =>
  queueFigures(db, eventOrders, eq(eventOrders.status, OrderStatus.booked));

/** The museum's side of exhibition and event orders: reviewers list them per item, mark attendance, cancel. */
export function createOrderReviewService({ db, clock }: AppContext) {
  function toAdmin(row: OrderRow, bookable: Bookable | undefined): AdminOrder {
    return {
      ...toOrder(row, bookable),
      userId: row.userId,
      capacity: bookable?.capacity ?? null,
      booked: bookable?.booked ?? 0,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      attendedAt: row.attendedAt?.toISOString() ?? null,
    };
  }

  async function describe(rows: OrderRow[]): Promise<AdminOrder[]> {
    const items = await itemsOf(db, clock, rows);
    return rows.map((row) => toAdmin(row, items.get(`${row.module}:${row.resId}`)));
  }

  /** When the booked order was not changed: not found, or why not in words. */
  const refuse = (tx: Transaction, id: number, refused: (status: OrderStatus) => string) =>
    refuseStatusMove(tx, eventOrders, id, { missing: OrderMessages.notFound, refused });

  const what = (row: OrderRow) => (row.module === ContentType.exhibition ? '展览' : '活动');

  async function find(id: number): Promise<AdminOrder> {
    const [row] = await db.select().from(eventOrders).where(eq(eventOrders.id, id)).limit(1);
    if (!row) throw fail(OrderMessages.notFound);
    return (await describe([row]))[0]!;
  }

  return {
    async list(query: z.output<typeof adminOrderListQuerySchema>): Promise<Page<AdminOrder>> {
      const where = and(
        query.status ? eq(eventOrders.status, query.status) : undefined,
        query.module ? eq(eventOrders.module, query.module) : undefined,
        query.resId ? eq(eventOrders.resId, query.resId) : undefined,
      );
      const { rows, total } = await newestFirst(db, eventOrders, where, query);
      return { rows: await describe(rows), total };
    },

    detail: find,

    /** The visitor came: a booked order becomes attended (one conditional UPDATE), audited, with a message. */
    async attend(id: number, actor: AuditActor): Promise<void> {
      // The item's title is read first: the transaction itself touches only the order.
      const { title } = await find(id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(eventOrders)
          .set({ status: OrderStatus.attended, attendedAt: clock.now() })
          .where(and(eq(eventOrders.id, id), eq(eventOrders.status, OrderStatus.booked)))
          .returning();
        if (!row) return refuse(tx, id, AdminOrderMessages.notAttendable);
        await recordAudit(tx, {
          actor,
          action: 'status',
          module: 'order',
          recordId: id,
          before: { status: OrderStatus.booked },
          after: { status: OrderStatus.attended },
        });
        await sendMessage(tx, {
          userId: row.userId,
          kind: MessageKind.order,
          title: `已参加${what(row)}`,
          content: `您预约的${what(row)}「${title}」（预约码 ${row.orderCode}）已登记为已参加，感谢您的光临。`,
          link: userCenterPath('orders'),
        });
      });
    },

    /**
     * The museum cancels a booked order with a reason: the order and its item's places change in one
     * transaction, with the audit row and the visitor's message.
     */
    async cancel(id: number, reason: string, actor: AuditActor): Promise<void> {
      const { title } = await find(id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(eventOrders)
          .set({ status: OrderStatus.cancelled, cancelledAt: sql`now()`, cancelReason: reason })
          .where(and(eq(eventOrders.id, id), eq(eventOrders.status, OrderStatus.booked)))
          .returning();
        if (!row) return refuse(tx, id, AdminOrderMessages.notCancellable);
        await moveBookedPlaces(tx, row.module as OrderModule, row.resId, -row.num);
        await recordAudit(tx, {
          actor,
          action: 'status',
          module: 'order',
          recordId: id,
          before: { status: OrderStatus.booked, cancelReason: null },
          after: { status: OrderStatus.cancelled, cancelReason: reason },
        });
        await sendMessage(tx, {
          userId: row.userId,
          kind: MessageKind.order,
          title: `${what(row)}预约已被取消`,
          content: `很抱歉，您对${what(row)}「${title}」的预约（预约码 ${row.orderCode}，${row.num} 人）已由本馆取消。原因：${reason}。`,
          link: userCenterPath('orders'),
        });
      });
    },
  };
}
export type OrderReviewService = ReturnType<typeof createOrderReviewService>;
