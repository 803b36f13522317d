import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { ContentPaths } from '@museum/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { openCache } from '../src/platform/cache/index.ts';
import { openPglite, openPostgres } from '../src/platform/db/client.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createScratchPostgres } from './helpers/database.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const dataDir = `/tmp/museum-seed-${randomBytes(6).toString('hex')}`;
let t: TestApp | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await t?.close();
  await dropDatabase?.();
  await rm(dataDir, { recursive: true, force: true });
});

/** The total of the exhibition list's page `pageNum` (each page is another shared answer). */
async function exhibitionTotal(app: TestApp, pageNum: number) {
  const answer = await app.api('GET', `${ContentPaths.exhibitionList}?pageNum=${pageNum}`);
  expect(answer.code).toBe(200);
  return answer.total as number;
}

/** `npm run seed` as the operator runs it beside a server: the real entry point, with exactly `env` (plus PATH). */
function seedCommand(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('the seed command on the embedded defaults', () => {
  it('writes the demo content into the data folder, with no shared answers to renew', async () => {
    const seeded = await seedCommand({ DATA_DIR: `${dataDir}/embedded` });
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toContain('Demo content written.');
    expect(seeded.output).not.toContain('Shared answers');

    const server = await createTestApp(
      {},
      undefined,
      undefined,
      false,
      undefined,
      openPglite(`${dataDir}/embedded/pglite`),
    );
    try {
      expect(await exhibitionTotal(server, 1)).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 120_000);
});

// A server and the command share a database and a Redis only on PostgreSQL + Redis (CI runs the server tests
// again there); the embedded database is one process's, and so is the in-process cache.
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  const { DATABASE_URL, REDIS_URL } = process.env;
  describe('the seed command beside a running server', () => {
    it('renews the shared answers, so a kept list total counts what it wrote', async () => {
      const scratch = await createScratchPostgres(DATABASE_URL);
      dropDatabase = scratch.drop;
      // The server's cache as production opens it: the command renews the generation under the same keys.
      t = await createTestApp(
        { PUBLIC_CACHE_SECONDS: '60' },
        undefined,
        undefined,
        false,
        openCache({ redisUrl: REDIS_URL }),
        openPostgres(scratch.url, 4),
      );
      const total = (pageNum: number) => exhibitionTotal(t!, pageNum);
      // A generation of its own, whatever an earlier run left in this Redis.
      await t.ctx.answers.invalidate();
      expect(await total(1)).toBe(0);

      const seeded = await seedCommand({
        DATABASE_URL: scratch.url,
        REDIS_URL,
        DATA_DIR: `${dataDir}/beside`,
      });
      expect(seeded.code, seeded.output).toBe(0);
      expect(seeded.output).toContain('Shared answers renewed');

      // Another page, so not the shared answer of the first: without the renewal its total would be the kept 0.
      expect(await total(2)).toBeGreaterThan(0);
    }, 120_000);
  });
}
