import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/features/accounts/index.ts';
import { auditLog, staff, staffRecoveryCodes } from '../src/features/staff/tables.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/platform/db/client.ts';
import { createScratchPostgres } from './helpers/database.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/**
 * The command built once, as `npm run build` builds it (server/dist/staff-cli.js), into a folder of this run's: the
 * same entry point `npm run staff` runs under tsx, without compiling the server's sources again for each of some
 * twenty commands (two minutes of this suite when CI runs two suites side by side).
 */
const BUILD_DIR = `.staff-cli-test-${process.pid}`;
beforeAll(async () => {
  cleanups.push(() => rmSync(path.join(SERVER_DIR, BUILD_DIR), { recursive: true, force: true }));
  await promisify(execFile)(process.execPath, ['../scripts/build.mjs', 'server'], {
    cwd: SERVER_DIR,
    env: { ...process.env, SERVER_OUT_DIR: BUILD_DIR },
  });
}, 60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run staff -- ...args` as the operator runs it: the real entry point, with exactly `env` (plus PATH). */
function staffCommand(args: string[], env: Record<string, string>, stdin?: string): Promise<Run> {
  const child = spawn(process.execPath, [path.join(BUILD_DIR, 'staff-cli.js'), ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(stdin ?? '');
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** The whole life of a few staff accounts through the command, then the database read back. */
async function exercise(env: Record<string, string>, open: () => DatabaseHandle) {
  const run = (args: string[], extra: Record<string, string> = {}, stdin?: string) =>
    staffCommand(args, { ...env, ...extra }, stdin);

  const empty = await run(['list']);
  expect(empty.code, empty.stderr).toBe(0);
  expect(empty.stdout).toContain('npm run staff -- add USERNAME --role admin');

  const added = await run(['add', 'Chief', '--role', 'admin', '--role', 'editor', '--name', '阿依古丽'], {
    STAFF_PASSWORD: 'Tianshan2027',
  });
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toContain('Staff account "chief" created (admin, editor).');

  const again = await run(['add', 'chief', '--role', 'editor'], { STAFF_PASSWORD: 'Tianshan2027' });
  expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('"chief" exists already') });
  const badRole = await run(['add', 'bob', '--role', 'boss'], { STAFF_PASSWORD: 'Tianshan2027' });
  expect(badRole).toMatchObject({ code: 1, stderr: expect.stringContaining('--role: 角色有误') });
  const weak = await run(['add', 'bob', '--role', 'editor'], { STAFF_PASSWORD: 'weakpass' });
  expect(weak).toMatchObject({ code: 1, stderr: expect.stringContaining('密码8-20位') });

  // Asked for, twice, when STAFF_PASSWORD is unset; never written back.
  const asked = await run(['add', 'ops', '--role', 'reviewer'], {}, 'Kashgar2028\nKashgar2028\n');
  expect(asked.code, asked.stderr).toBe(0);
  expect(asked.stderr).toContain('Password: ');
  expect(asked.stdout + asked.stderr).not.toContain('Kashgar2028');
  const differ = await run(['add', 'ops2', '--role', 'reviewer'], {}, 'Kashgar2028\nKashgar2029\n');
  expect(differ).toMatchObject({ code: 1, stderr: expect.stringContaining('The two passwords differ.') });

  const lastAdmin = await run(['disable', 'chief']);
  expect(lastAdmin).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('至少需要保留一名启用的管理员'),
  });
  expect((await run(['passwd', 'chief'], { STAFF_PASSWORD: 'Turpan2029x' })).code).toBe(0);
  expect((await run(['disable', 'ops'])).code).toBe(0);
  const unknown = await run(['enable', 'nobody']);
  expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('No staff account "nobody"') });

  // Two-step verification on for chief (as the console would leave it), then reset from the shell.
  const turnedOn = open();
  try {
    const [chief] = await turnedOn.db
      .update(staff)
      .set({ totpSecret: 'v1.sealed.secret.here' })
      .where(eq(staff.username, 'chief'))
      .returning();
    await turnedOn.db.insert(staffRecoveryCodes).values({ staffId: chief!.id, codeHash: 'f'.repeat(64) });
  } finally {
    await turnedOn.close();
  }
  const listOn = await run(['list']);
  expect(listOn.stdout).toMatch(/chief\s+阿依古丽\s+admin,editor\s+enabled\s+on/);
  const reset = await run(['totp-reset', 'Chief']);
  expect(reset.code, reset.stderr).toBe(0);
  expect(reset.stdout).toContain('Two-step verification of "chief" is off');
  expect(await run(['totp-reset', 'chief'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('该员工未开启两步验证'),
  });
  expect(await run(['totp-reset', 'nobody'])).toMatchObject({
    code: 1,
    stderr: expect.stringContaining('No staff account "nobody"'),
  });
  expect((await run(['totp-reset'])).code).toBe(1);

  const list = await run(['list']);
  expect(list.code).toBe(0);
  expect(list.stdout).toMatch(/USERNAME\s+NAME\s+ROLES\s+STATUS\s+TWO-STEP/);
  expect(list.stdout).toMatch(/chief\s+阿依古丽\s+admin,editor\s+enabled\s+off/);
  expect(list.stdout).toMatch(/ops\s+ops\s+reviewer\s+disabled\s+off/);
  expect((await run(['fly'])).code).toBe(1);

  const database = open();
  try {
    const [chief] = await database.db.select().from(staff).where(eq(staff.username, 'chief'));
    expect(await verifyPassword(chief!.passwordHash, 'Turpan2029x')).toBe(true);
    expect(chief).toMatchObject({ totpSecret: null, totpPendingSecret: null, totpLastStep: null });
    expect(await database.db.$count(staffRecoveryCodes)).toBe(0);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.username, 'cli'));
    expect(audit.map((row) => row.after)).toEqual([
      expect.objectContaining({ username: 'chief', name: '阿**丽', roles: ['admin', 'editor'] }),
      expect.objectContaining({ username: 'ops', roles: ['reviewer'] }),
      { passwordReset: true },
      { enabled: false },
      { totpEnabled: false },
    ]);
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Tianshan2027|Turpan2029x|Kashgar2028/);
  } finally {
    await database.close();
  }
}

describe('npm run staff', () => {
  // The engine of this run: CI runs the server tests once embedded and once on PostgreSQL.
  const postgres = process.env.DATABASE_URL;
  it(`manages staff accounts on ${postgres ? 'PostgreSQL' : 'the embedded database'}`, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'museum-staff-cli-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    if (!postgres) {
      await exercise({ DATA_DIR: dataDir }, () => openPglite(path.join(dataDir, 'pglite')));
      return;
    }
    const scratch = await createScratchPostgres(postgres);
    cleanups.push(() => scratch.drop());
    await exercise({ DATA_DIR: dataDir, DATABASE_URL: scratch.url }, () => openPostgres(scratch.url, 2));
  }, 300_000);

  it('prints its usage, and refuses an unknown command without touching a database', async () => {
    const help = await staffCommand(['--help'], { DATA_DIR: '/nonexistent/never-created' });
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('add USERNAME --role ROLE') });
    expect(help.stdout).toContain('totp-reset USERNAME');
    const unknown = await staffCommand(['remove', 'x'], { DATA_DIR: '/nonexistent/never-created' });
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown command "remove"') });
  });
});
