import { type BroadcastAudience, type BroadcastInput, BroadcastMessages, MessageKind } from '@museum/shared';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { queryRows } from '../../platform/db/client.ts';
import { fail } from '../../platform/http/errors.ts';
import type { StaffUser } from '../../platform/http/staff-auth.ts';
import { openAccountCount, openAccountIds } from '../accounts/index.ts';
import { type AuditActor, actorOf, recordAudit } from '../staff/index.ts';
import { systemMessages } from './tables.ts';

type BroadcastContext = Pick<AppContext, 'db' | 'cache' | 'config'>;

const HOUR_SECONDS = 3600;
/** A staff member's broadcasts of the hour that began with the first of them. */
const broadcastsKey = (staffId: number) => `broadcasts:${staffId}`;

/** Who a broadcast would reach now, and how many more `staffId` may send this hour. */
export async function broadcastAudience(
  { db, cache, config }: BroadcastContext,
  staffId: number,
): Promise<BroadcastAudience> {
  const limit = config.staff.broadcastsPerHour;
  const [count, sent] = await Promise.all([openAccountCount(db), cache.get(broadcastsKey(staffId))]);
  return { count, left: Math.max(0, limit - Number(sent ?? 0)), limit };
}

/**
 * A notice from the museum to every visitor (closed accounts aside): one INSERT ... SELECT over the visitors,
 * however many there are, audited in the same transaction. Answers how many visitors it reached. A staff member
 * sends at most `broadcastsPerHour` an hour, counted and decided by one cache step before anything is written,
 * so a burst of them sends that many and no more.
 */
export async function broadcastMessage(
  { db, cache, config }: BroadcastContext,
  input: Required<Pick<BroadcastInput, 'title' | 'content'>>,
  by: StaffUser,
): Promise<number> {
  const limit = config.staff.broadcastsPerHour;
  const key = broadcastsKey(by.id);
  if ((await cache.increment(key, HOUR_SECONDS)) > limit) {
    const minutes = Math.max(1, Math.ceil((await cache.ttl(key)) / 60));
    throw fail(BroadcastMessages.tooMany(limit, minutes));
  }
  const unsent = () => cache.increment(key, HOUR_SECONDS, -1);
  return send(db, input, actorOf(by)).catch(async (error: unknown) => {
    await unsent().catch(() => undefined);
    throw error;
  });
}

function send(
  db: AppContext['db'],
  input: Required<Pick<BroadcastInput, 'title' | 'content'>>,
  actor: AuditActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [sent] = await queryRows<{ count: number }>(
      tx,
      sql`with sent as (
            insert into ${systemMessages} (user_id, kind, title, content)
            select visitor.id, ${MessageKind.notice}, ${input.title}, ${input.content}
            from (${openAccountIds(tx)}) as visitor
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
