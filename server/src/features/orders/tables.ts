import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/**
 * Places booked at an exhibition (module 1) or an education event (module 2). The item's own `booked_count` is
 * raised with a conditional update against its `capacity` in the same transaction that writes the order.
 */
export const eventOrders = pgTable(
  'event_orders',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    module: smallint('module').notNull(),
    resId: integer('res_id').notNull(),
    num: integer('num').notNull(),
    people: varchar('people', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    orderCode: varchar('order_code', { length: 16 }).notNull().unique(),
    status: varchar('status', { length: 16 }).notNull().default('booked'),
    createdAt: createdAt(),
    cancelledAt: moment('cancelled_at'),
    /** Why the museum cancelled it; null when the visitor did. */
    cancelReason: text('cancel_reason'),
    attendedAt: moment('attended_at'),
  },
  (t) => [
    uniqueIndex('event_orders_user_item_uq')
      .on(t.userId, t.module, t.resId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('event_orders_user_idx').on(t.userId, t.id),
    index('event_orders_item_idx').on(t.module, t.resId, t.id),
  ],
);
