import { type BroadcastInput, MessageKind } from '@museum/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/client.ts';
import { users } from '../accounts/index.ts';
import { type AuditActor, recordAudit } from '../staff/index.ts';
import { systemMessages } from './tables.ts';

/**
 * A notice from the museum to every visitor (closed accounts aside): one INSERT ... SELECT over the visitors,
 * however many there are, audited in the same transaction. Answers how many visitors it reached.
 */
export async function broadcastMessage(
  { db }: Pick<AppContext, 'db'>,
  input: Required<Pick<BroadcastInput, 'title' | 'content'>>,
  actor: AuditActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [sent] = await queryRows<{ count: number }>(
      tx,
      sql`with sent as (
            insert into ${systemMessages} (user_id, kind, title, content)
            select ${users.id}, ${MessageKind.notice}, ${input.title}, ${input.content}
            from ${users}
            where ${users.status} <> 'deleted'
            returning 1
          )
          select count(*)::int as count from sent`,
    );
    const count = Number(sent?.count ?? 0);
    await recordAudit(tx, {
      actor,
      action: 'broadcast',
      module: 'message',
      after: { title: input.title, content: input.content, count },
    });
    return count;
  });
}
