import type { MessageKind, SystemMessage } from '@museum/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.ts';
import type { AccountDeletionStep } from '../accounts/deletion.ts';
import { systemMessages } from './schema.ts';

export interface NewMessage {
  userId: number;
  kind: MessageKind;
  title: string;
  content: string;
  /** A site route the message is about, e.g. /userCenter/bookings. */
  link?: string | null;
}

/**
 * Leaves a system message for a visitor. Call it with the transaction that makes the change, so the message
 * exists exactly when the change does.
 */
export async function sendMessage(db: Database | Transaction, message: NewMessage): Promise<void> {
  await db.insert(systemMessages).values({
    userId: message.userId,
    kind: message.kind,
    title: message.title.slice(0, 100),
    content: message.content,
    link: message.link ?? null,
  });
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

export async function listMessages(db: Database, userId: number, pageNum: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.userId, userId))
      .orderBy(desc(systemMessages.id))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ value: count() }).from(systemMessages).where(eq(systemMessages.userId, userId)),
  ]);
  return { rows: rows.map(toMessage), total: total?.value ?? 0 };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(systemMessages)
    .where(and(eq(systemMessages.userId, userId), isNull(systemMessages.readAt)));
  return row?.value ?? 0;
}

/** Marks one of the visitor's own messages read; false when it is not theirs or does not exist. */
export async function markRead(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(systemMessages)
    .set({ readAt: sql`coalesce(${systemMessages.readAt}, now())` })
    .where(and(eq(systemMessages.id, id), eq(systemMessages.userId, userId)))
    .returning({ id: systemMessages.id });
  return rows.length > 0;
}

/** Marks every unread message of the visitor read; answers how many changed. */
export async function markAllRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(systemMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(systemMessages.userId, userId), isNull(systemMessages.readAt)))
    .returning({ id: systemMessages.id });
  return rows.length;
}

/** A closing account's messages go with it. */
export const deleteAccountMessages: AccountDeletionStep = async (tx, userId) => {
  await tx.delete(systemMessages).where(eq(systemMessages.userId, userId));
};
