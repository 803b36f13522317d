import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../../package-root.ts';
import { takeTurn } from './line.ts';

/** The common face of the PGlite and node-postgres drizzle databases (queries are built from each feature's tables). */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

/** Work for a transaction of its own, one per result of `T`. */
export type TransactionsOf<T extends readonly unknown[]> = {
  [K in keyof T]: (tx: Transaction) => Promise<T[K]>;
};

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * Runs each piece of `work` in a transaction of its own and gives their results in order: at once on PostgreSQL,
   * each on a pooled connection, one after the other on PGlite (one connection). For work that needs no common
   * snapshot, such as reads whose statements would each see their own anyway (read committed). Each piece queries
   * through its own `tx` only: holding a connection while waiting for another could wait on a full pool.
   */
  independentTransactions<T extends readonly unknown[]>(...work: TransactionsOf<T>): Promise<T>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_ROOT, 'drizzle');
/** Any constant: several server processes starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 726_311;

/**
 * The embedded database, kept in `dataDir` or in memory. `snapshot`, a dump of a database (`dumpDataDir`), is
 * where an in-memory one starts: the tests start each file from one migrated database rather than running
 * PostgreSQL's initdb again (about 3 s each).
 */
export function openPglite(dataDir?: string, snapshot?: Blob): DatabaseHandle {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir: snapshot });
  // Drizzle reaches PGlite through these two: a request's first query takes its place in the line (line.ts).
  const { query, transaction } = client;
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    takeTurn();
    return query.apply(client, args);
  }) as PGlite['query'];
  client.transaction = (async (...args: Parameters<PGlite['transaction']>) => {
    takeTurn();
    return transaction.apply(client, args);
  }) as PGlite['transaction'];
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    independentTransactions: async <T extends readonly unknown[]>(...work: TransactionsOf<T>) => {
      const results: unknown[] = [];
      for (const piece of work) results.push(await db.transaction(piece));
      return results as unknown as T;
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection closed by the server (restart, failover, a dropped test database) must not crash the
  // process; the pool opens a new one when needed.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    independentTransactions: <T extends readonly unknown[]>(...work: TransactionsOf<T>) =>
      Promise.all(work.map((piece) => db.transaction(piece))) as Promise<unknown> as Promise<T>,
    migrate: async () => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(conn), { migrationsFolder });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, PGlite persisted under DATA_DIR otherwise. */
export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: Database | Transaction, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
