import type { MessageKind, PageQuery, SystemMessage } from '@museum/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Database, Transaction } from '../../platform/db/client.ts';
import { newestFirst, type Page } from '../../platform/db/paging.ts';
import { systemMessages } from './tables.ts';

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  content: string;
  /** A site route the message is about, e.g. /userCenter/bookings. */
  link?: string | null;
}

/** Rows per INSERT: five parameters each stays far below PostgreSQL's 65 535 per statement. */
const INSERT_BATCH = 1000;

/**
 * Leaves a system message for a visitor, or one for each of many (a closed day's bookings) in a few multi-row
 * statements. Call it with the transaction that makes the change, so the messages exist exactly when it does.
 */
export async function sendMessage(
  db: Database | Transaction,
  message: NewMessage | NewMessage[],
): Promise<void> {
  const rows = (Array.isArray(message) ? message : [message]).map((one) => ({
    userId: one.userId,
    kind: one.kind,
    title: one.title.slice(0, 100),
    content: one.content,
    link: one.link ?? null,
  }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db.insert(systemMessages).values(rows.slice(start, start + INSERT_BATCH));
  }
}

/** A closing account's messages go with it. */
export async function deleteAccountMessages(tx: Transaction, userId: number) {
  await tx.delete(systemMessages).where(eq(systemMessages.userId, userId));
}

function toMessage(row: typeof systemMessages.$inferSelect): SystemMessage {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    title: row.title,
    content: row.content,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A visitor's own system messages: newest first, with the unread count of the side bar's dot. */
export function createMessagesService({ db }: Pick<AppContext, 'db'>) {
  const own = (userId: number) => eq(systemMessages.userId, userId);
  return {
    async list(userId: number, page: PageQuery): Promise<Page<SystemMessage>> {
      const { rows, total } = await newestFirst(db, systemMessages, own(userId), page);
      return { rows: rows.map(toMessage), total };
    },

    async unread(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(systemMessages)
        .where(and(own(userId), isNull(systemMessages.readAt)));
      return row?.value ?? 0;
    },

    /** Marks one of the visitor's own messages read; false when it is not theirs or does not exist. */
    async markRead(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(systemMessages)
        .set({ readAt: sql`coalesce(${systemMessages.readAt}, now())` })
        .where(and(eq(systemMessages.id, id), own(userId)))
        .returning({ id: systemMessages.id });
      return rows.length > 0;
    },

    /** Marks every unread message of the visitor read; answers how many changed. */
    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(systemMessages)
        .set({ readAt: sql`now()` })
        .where(and(own(userId), isNull(systemMessages.readAt)))
        .returning({ id: systemMessages.id });
      return rows.length;
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
