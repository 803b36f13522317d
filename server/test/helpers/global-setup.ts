import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../src/platform/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a fresh, migrated embedded database, or '' when the tests run on PostgreSQL. */
    pgliteSnapshot: string;
  }
}

/**
 * Once per run, a migrated embedded database dumped to a file: each test file's database starts from it in under
 * 2 s, where a new one runs initdb and the migrations in 3.5-5 s (and the server tests open about a hundred).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteSnapshot', '');
    return async () => undefined;
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'museum-test-snapshot-'));
  const migrated = openPglite(path.join(dir, 'pglite'));
  await migrated.migrate();
  await migrated.close();
  const client = await PGlite.create(path.join(dir, 'pglite'));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => rm(dir, { recursive: true, force: true });
}

/** The snapshot's bytes, for `openPglite`. */
export async function readSnapshot(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
