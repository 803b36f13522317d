import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/**
 * Places booked at an exhibition (module 1) or an education event (module 2). The item's own `booked_count` is
 * raised with a conditional update against its `capacity` in the same transaction that writes the order.
 */
export const eventOrders = pg.pgTable(
  'event_orders',
  {
    id: pg.serial('id').primaryKey(),
    userId: userRef(),
    module: pg.smallint('module').notNull(),
    resId: pg.integer('res_id').notNull(),
    num: pg.integer('num').notNull(),
    people: pg.varchar('people', { length: 30 }).notNull(),
    phone: pg.varchar('phone', { length: 11 }).notNull(),
    orderCode: pg.varchar('order_code', { length: 16 }).notNull().unique(),
    status: pg.varchar('status', { length: 16 }).notNull().default('booked'),
    createdAt: createdAt(),
    cancelledAt: moment('cancelled_at'),
    /** Why the museum cancelled it; null when the visitor did. */
    cancelReason: pg.text('cancel_reason'),
    attendedAt: moment('attended_at'),
  },
  (t) => [
    pg
      .uniqueIndex('event_orders_user_item_uq')
      .on(t.userId, t.module, t.resId)
      .where(sql`${t.status} <> 'cancelled'`),
    pg.index('event_orders_user_idx').on(t.userId, t.id),
    pg.index('event_orders_item_idx').on(t.module, t.resId, t.id),
  ],
);
