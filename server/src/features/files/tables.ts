import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../platform/db/columns.ts';
import { userRef } from '../accounts/index.ts';

/**
 * Files visitors uploaded, checked by content: a form may attach only a row of its own visitor. The embedded
 * default records a row when the upload arrives; with S3 the row is written when the file is first attached.
 */
export const uploads = pg.pgTable(
  'uploads',
  {
    id: pg.serial('id').primaryKey(),
    key: pg.varchar('key', { length: 512 }).notNull().unique(),
    userId: userRef(),
    kind: pg.varchar('kind', { length: 16 }).notNull(),
    size: pg.bigint('size', { mode: 'number' }).notNull(),
    contentType: pg.varchar('content_type', { length: 100 }).notNull(),
    createdAt: createdAt(),
    /** When a form (an application, a donation report, the avatar) first attached it; null: never, so removable. */
    claimedAt: moment('claimed_at'),
  },
  (t) => [
    pg.index('uploads_user_idx').on(t.userId),
    // The retention step looks for old uploads nobody attached.
    pg.index('uploads_unclaimed_idx').on(t.createdAt).where(sql`${t.claimedAt} is null`),
  ],
);
