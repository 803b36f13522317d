import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../../src/platform/db/client.ts';
import { readSnapshot } from './global-setup.ts';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server of DATABASE_URL (a database rather than a schema, because migrations name "public").
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (!process.env.DATABASE_URL) {
    const snapshot = inject('pgliteSnapshot');
    const handle = openPglite(undefined, snapshot ? await readSnapshot(snapshot) : undefined);
    await handle.migrate();
    return handle;
  }
  const scratch = await createScratchPostgres(process.env.DATABASE_URL);
  const handle = openPostgres(scratch.url, 20);
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`: its URL, and a way to drop it (for a process of
 * its own to open, such as the staff command).
 */
export async function createScratchPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
