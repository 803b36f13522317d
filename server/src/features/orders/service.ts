import {
  ContentType,
  type EventOrder,
  type eventOrderSchema,
  MessageKind,
  maskContact,
  type OrderAvailability,
  OrderMessages,
  OrderStatus,
  type PageQuery,
  userCenterPath,
} from '@museum/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MuseumClock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { randomCode } from '../../platform/crypto/random-code.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { ownRow } from '../../platform/db/own-row.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { fail } from '../../platform/http/errors.ts';
import {
  type Bookable,
  type BookableModule,
  bookableItems,
  bookedPlaces,
  moveBookedPlaces,
} from '../content/index.ts';
import { sendMessage } from '../messages/index.ts';
import { eventOrders } from './tables.ts';

export type OrderModule = BookableModule;
export type OrderRow = typeof eventOrders.$inferSelect;

const ITEM_NOT_FOUND = OrderMessages.itemNotFound;

/** The exhibitions and events the orders are for, by `module:resId`. */
export async function itemsOf(
  db: Database,
  clock: MuseumClock,
  rows: OrderRow[],
): Promise<Map<string, Bookable>> {
  const items = new Map<string, Bookable>();
  for (const module of [ContentType.exhibition, ContentType.education] as const) {
    const ids = [...new Set(rows.filter((row) => row.module === module).map((row) => row.resId))];
    if (ids.length === 0) continue;
    for (const loaded of await bookableItems(db, clock, module, ids))
      items.set(`${module}:${loaded.id}`, loaded);
  }
  return items;
}

/** An order as its visitor sees it, with its item (if still published). */
export function toOrder(row: OrderRow, bookable: Bookable | undefined): EventOrder {
  return {
    id: row.id,
    module: row.module as OrderModule,
    resId: row.resId,
    title: bookable?.title ?? '（已下线的展览或活动）',
    place: bookable?.place ?? null,
    startTime: bookable?.startTime ?? null,
    endTime: bookable?.endTime ?? null,
    num: row.num,
    ...maskContact(row),
    orderCode: row.orderCode,
    status: row.status as OrderStatus,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    cancellable: row.status === OrderStatus.booked && Boolean(bookable?.cancellable),
  };
}

async function describeOrders(db: Database, clock: MuseumClock, rows: OrderRow[]): Promise<EventOrder[]> {
  const items = await itemsOf(db, clock, rows);
  return rows.map((row) => toOrder(row, items.get(`${row.module}:${row.resId}`)));
}

/** Places at exhibitions and education events that take bookings: availability, ordering, the visitor's own. */
export function createOrdersService({ db, clock }: AppContext) {
  async function item(module: OrderModule, id: number): Promise<Bookable | null> {
    return (await bookableItems(db, clock, module, [id]))[0] ?? null;
  }

  const toOrders = (rows: OrderRow[]) => describeOrders(db, clock, rows);

  const ownOrder = (userId: number, id: number): Promise<OrderRow> =>
    ownRow(db, eventOrders, userId, id, OrderMessages.notFound);

  return {
    async availability(
      module: OrderModule,
      resId: number,
      userId: number | null,
    ): Promise<OrderAvailability> {
      const bookable = await item(module, resId);
      if (!bookable) throw fail(ITEM_NOT_FOUND);
      const mine = userId ? await activeOrderOf(db, userId, module, resId) : null;
      return {
        bookable: bookable.capacity !== null && bookable.open,
        capacity: bookable.capacity,
        booked: bookable.booked,
        myOrderId: mine,
        reason:
          bookable.capacity === null
            ? OrderMessages.notBookable
            : bookable.open
              ? null
              : OrderMessages.closed,
      };
    },

    /** Takes the places on the item and writes the order in one transaction (capacity never exceeded). */
    async order(userId: number, input: z.output<typeof eventOrderSchema>): Promise<EventOrder> {
      const module = input.module as OrderModule;
      const bookable = await item(module, input.resId);
      if (!bookable) throw fail(ITEM_NOT_FOUND);
      if (bookable.capacity === null) throw fail(OrderMessages.notBookable);
      if (!bookable.open) throw fail(OrderMessages.closed);
      if (await activeOrderOf(db, userId, module, input.resId)) throw fail(OrderMessages.duplicate);
      try {
        const row = await db.transaction(async (tx) => {
          const taken = await moveBookedPlaces(tx, module, input.resId, input.num);
          if (taken.length === 0) {
            const booked = await bookedPlaces(tx, module, input.resId);
            const left = Math.max(0, (bookable.capacity ?? 0) - booked);
            throw fail(left === 0 ? OrderMessages.full : OrderMessages.notEnough(left));
          }
          const [created] = await tx
            .insert(eventOrders)
            .values({
              userId,
              module,
              resId: input.resId,
              num: input.num,
              people: input.people,
              phone: input.phone,
              orderCode: randomCode(),
            })
            .returning();
          const what = module === ContentType.exhibition ? '展览' : '活动';
          await sendMessage(tx, {
            userId,
            kind: MessageKind.order,
            title: `${what}预约成功`,
            content: `您已成功预约${what}「${bookable.title}」，共 ${input.num} 人，预约码 ${created!.orderCode}。${bookable.place ? `地点：${bookable.place}。` : ''}如不能前来，请及时在个人中心取消，把名额留给其他观众。`,
            link: userCenterPath('orders'),
          });
          return created!;
        });
        return (await toOrders([row]))[0]!;
      } catch (error) {
        if (uniqueViolation(error) === 'event_orders_user_item_uq') throw fail(OrderMessages.duplicate);
        throw error;
      }
    },

    async list(userId: number, module: OrderModule | undefined, page: PageQuery): Promise<Page<EventOrder>> {
      const where = module
        ? and(eq(eventOrders.userId, userId), eq(eventOrders.module, module))
        : eq(eventOrders.userId, userId);
      const result = await newestFirst(db, eventOrders, where, page);
      return { rows: await toOrders(result.rows), total: result.total };
    },

    async detail(userId: number, id: number): Promise<EventOrder> {
      return (await toOrders([await ownOrder(userId, id)]))[0]!;
    },

    /** Cancels an order before the event begins (or the exhibition ends), releasing its places. */
    async cancel(userId: number, id: number): Promise<EventOrder> {
      const current = await ownOrder(userId, id);
      const [view] = await toOrders([current]);
      if (!view?.cancellable) throw fail(OrderMessages.notCancellable);
      const row = await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(eventOrders)
          .set({ status: OrderStatus.cancelled, cancelledAt: sql`now()` })
          .where(and(eq(eventOrders.id, id), eq(eventOrders.status, OrderStatus.booked)))
          .returning();
        if (!cancelled) throw fail(OrderMessages.notCancellable);
        await moveBookedPlaces(tx, cancelled.module as OrderModule, cancelled.resId, -cancelled.num);
        await sendMessage(tx, {
          userId,
          kind: MessageKind.order,
          title: '预约已取消',
          content: `您对「${view.title}」的预约（预约码 ${cancelled.orderCode}，${cancelled.num} 人）已取消，名额已释放。`,
          link: userCenterPath('orders'),
        });
        return cancelled;
      });
      return (await toOrders([row]))[0]!;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

/** The visitor's live order for an item, if any: for the order button and the content's isdo check. */
export async function activeOrderOf(
  db: Database,
  userId: number,
  module: OrderModule,
  resId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(
      and(
        eq(eventOrders.userId, userId),
        eq(eventOrders.module, module),
        eq(eventOrders.resId, resId),
        ne(eventOrders.status, OrderStatus.cancelled),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A closing account's waiting orders are cancelled, their places released, and contact details cleared. */
export async function closeAccountOrders(tx: Transaction, userId: number) {
  const released = await tx
    .update(eventOrders)
    .set({ status: OrderStatus.cancelled, cancelledAt: sql`now()` })
    .where(and(eq(eventOrders.userId, userId), eq(eventOrders.status, OrderStatus.booked)))
    .returning();
  for (const order of released) {
    await moveBookedPlaces(tx, order.module as OrderModule, order.resId, -order.num);
  }
  await tx.update(eventOrders).set({ people: '', phone: '' }).where(eq(eventOrders.userId, userId));
}
