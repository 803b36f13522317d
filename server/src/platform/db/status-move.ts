import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { fail } from '../http/errors.ts';
import type { Database, Transaction } from './client.ts';

/**
 * Says why a conditional UPDATE (one statement that picks a row by its id and the status it must have, so that of
 * two staff deciding at once exactly one does) moved nothing: the row is gone (`missing`), or it has another status
 * by now (`refused(status)`, which names what happened). Always throws.
 */
export async function refuseStatusMove<Status extends string>(
  tx: Database | Transaction,
  table: PgTable & { id: PgColumn; status: PgColumn },
  id: number,
  messages: { missing: string; refused: (current: Status) => string },
): Promise<never> {
  const [current] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id));
  if (!current) throw fail(messages.missing);
  throw fail(messages.refused(current.status as Status));
}
