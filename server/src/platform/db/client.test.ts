import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/helpers/database.ts';
import { type DatabaseHandle, queryRows, type Transaction } from './client.ts';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A transaction's own connection and planner setting, after it turned sequential scans off or left them on. */
const connectionOf = (seqscan: 'on' | 'off') => async (tx: Transaction) => {
  await tx.execute(sql`select set_config('enable_seqscan', ${seqscan}, true)`);
  const [row] = await queryRows<{ pid: number; seqscan: string }>(
    tx,
    sql`select pg_backend_pid() as pid, current_setting('enable_seqscan') as seqscan`,
  );
  return row!;
};

/** Settles when `signal` does, or fails after a while: a wait that would otherwise never end fails the test. */
const orFail = (signal: Promise<void>, what: string) =>
  Promise.race([
    signal,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} never came`)), 5000)),
  ]);

describe('independent transactions', () => {
  it('gives each its own transaction, its settings its own, and the results in order', async () => {
    const [off, on, count] = await database.independentTransactions(
      connectionOf('off'),
      connectionOf('on'),
      async (tx) => (await queryRows<{ n: number }>(tx, sql`select 3 as n`))[0]!.n,
    );
    expect([off.seqscan, on.seqscan, count]).toEqual(['off', 'on', 3]);
    // Transaction-local settings end with their transaction.
    const [after] = await queryRows<{ seqscan: string }>(
      database.db,
      sql`select current_setting('enable_seqscan') as seqscan`,
    );
    expect(after!.seqscan).toBe('on');
  });

  it('runs them at once on PostgreSQL, on connections of their own, and one after the other on PGlite', async () => {
    const events: string[] = [];
    let secondRan = () => {};
    const secondHasRun = new Promise<void>((resolve) => (secondRan = resolve));
    const [first, second] = await database.independentTransactions(
      async (tx) => {
        const connection = await connectionOf('off')(tx);
        events.push('first ran');
        // On PostgreSQL the first stays open until the second has run: one after the other, they would never end.
        if (database.kind === 'postgres') await orFail(secondHasRun, 'the second transaction');
        events.push('first ended');
        return connection;
      },
      async (tx) => {
        const connection = await connectionOf('on')(tx);
        events.push('second ran');
        secondRan();
        return connection;
      },
    );
    expect([first.seqscan, second.seqscan]).toEqual(['off', 'on']);
    if (database.kind === 'postgres') {
      expect(first.pid).not.toBe(second.pid);
      expect(events.at(-1)).toBe('first ended');
    } else {
      expect(events).toEqual(['first ran', 'first ended', 'second ran']);
    }
  });
});
