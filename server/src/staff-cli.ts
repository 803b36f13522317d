import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { passwordSchema, staffNameSchema, staffRolesSchema, staffUsernameSchema } from '@museum/shared';
import type { ZodType } from 'zod';
import { ConfigError, loadConfig } from './config.ts';
import {
  CLI_ACTOR,
  changeStaffMember,
  createStaffMember,
  findStaffByUsername,
  listAllStaff,
  type StaffChanges,
  turnOffTotp,
} from './features/staff/index.ts';
import { type Database, openDatabase } from './platform/db/client.ts';
import { BusinessError } from './platform/http/errors.ts';

/**
 * `npm run staff -- <command>`: staff accounts from the shell, on the database the server is configured with
 * (DATABASE_URL, or the embedded one under DATA_DIR). Every change is audited with the username `cli`.
 */
const USAGE = `Usage: npm run staff -- <command>

  add USERNAME --role ROLE [--role ROLE ...] [--name NAME]
                     a new staff account; ROLE is admin, editor, frontdesk or reviewer
  passwd USERNAME    a new password; the account's sessions end
  disable USERNAME   no more sign-in; the account's sessions end (never the last enabled admin)
  enable USERNAME    sign-in again
  totp-reset USERNAME
                     turns two-step verification (one-time codes) off, for one who lost the phone;
                     the next sign-in needs the password only
  list               every staff account

The password is read from STAFF_PASSWORD, or asked for on the terminal (not shown); it follows the visitors'
rule: 8-20 characters with upper and lower case letters and digits.
On the embedded database, stop the server first: one data folder is opened by one process at a time.`;

const COMMANDS = new Set(['add', 'passwd', 'disable', 'enable', 'totp-reset', 'list']);

/** A failure the operator should read: printed as it is, exit code 1. */
class CliError extends Error {}

function valid<T>(schema: ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new CliError(`${what}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  return parsed.data;
}

/** Asks on the terminal without echoing what is typed (the answers are read line by line when piped). */
function hiddenPrompter() {
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stderr.write(chunk, encoding);
      done();
    },
  });
  const terminal = Boolean(process.stdin.isTTY);
  const reader = createInterface({ input: process.stdin, output, terminal });
  reader.on('SIGINT', () => {
    process.stderr.write('\n');
    process.exit(130);
  });
  const lines = reader[Symbol.asyncIterator]();
  return {
    async ask(prompt: string): Promise<string> {
      process.stderr.write(prompt);
      muted = true;
      const line = await lines.next();
      muted = false;
      process.stderr.write('\n');
      if (line.done) throw new CliError('No password was given (set STAFF_PASSWORD, or type it when asked).');
      return line.value;
    },
    close: () => reader.close(),
  };
}

/** From STAFF_PASSWORD, or asked for twice; checked against the visitors' rule. */
async function newPassword(): Promise<string> {
  const given = process.env.STAFF_PASSWORD;
  if (given) return valid(passwordSchema, given, 'STAFF_PASSWORD');
  const prompter = hiddenPrompter();
  try {
    const first = valid(passwordSchema, await prompter.ask('Password: '), 'Password');
    if ((await prompter.ask('Repeat the password: ')) !== first)
      throw new CliError('The two passwords differ.');
    return first;
  } finally {
    prompter.close();
  }
}

async function accountId(db: Database, rawUsername: string | undefined): Promise<number> {
  const username = valid(staffUsernameSchema, rawUsername ?? '', 'USERNAME');
  const account = await findStaffByUsername(db, username);
  if (!account) throw new CliError(`No staff account "${username}" (see: npm run staff -- list).`);
  return account.id;
}

async function change(db: Database, rawUsername: string | undefined, changes: StaffChanges) {
  return changeStaffMember(db, await accountId(db, rawUsername), changes, CLI_ACTOR);
}

/** Characters a terminal draws two columns wide (CJK, Hangul, full-width forms). */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const width = (text: string) => [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => width(row[column]!))));
  const pad = (cell: string, column: number) => cell + ' '.repeat(widths[column]! - width(cell));
  return rows.map((row) => row.map(pad).join('  ').trimEnd()).join('\n');
}

async function run(db: Database, command: string | undefined, args: string[], options: Options) {
  switch (command) {
    case 'add': {
      if (args.length !== 1) throw new CliError(`add takes one USERNAME.\n\n${USAGE}`);
      const username = valid(staffUsernameSchema, args[0], 'USERNAME');
      const roles = valid(staffRolesSchema, options.role ?? [], '--role');
      const name = valid(staffNameSchema, options.name ?? username, '--name');
      if (await findStaffByUsername(db, username))
        throw new CliError(`The staff account "${username}" exists already.`);
      const password = await newPassword();
      const created = await createStaffMember(db, { username, name, password, roles }, CLI_ACTOR);
      console.info(`Staff account "${created.username}" created (${created.roles.join(', ')}).`);
      return;
    }
    case 'passwd': {
      if (args.length !== 1) throw new CliError(`passwd takes one USERNAME.\n\n${USAGE}`);
      const id = await accountId(db, args[0]);
      const updated = await changeStaffMember(db, id, { password: await newPassword() }, CLI_ACTOR);
      console.info(`Password of "${updated.username}" changed; its sessions have ended.`);
      return;
    }
    case 'disable':
    case 'enable': {
      if (args.length !== 1) throw new CliError(`${command} takes one USERNAME.\n\n${USAGE}`);
      const updated = await change(db, args[0], { enabled: command === 'enable' });
      console.info(
        updated.enabled
          ? `"${updated.username}" may sign in again.`
          : `"${updated.username}" is disabled; its sessions have ended.`,
      );
      return;
    }
    case 'totp-reset': {
      if (args.length !== 1) throw new CliError(`totp-reset takes one USERNAME.\n\n${USAGE}`);
      const reset = await turnOffTotp(db, await accountId(db, args[0]), CLI_ACTOR);
      console.info(
        `Two-step verification of "${reset.username}" is off; the next sign-in needs the password only.`,
      );
      return;
    }
    case 'list': {
      const rows = await listAllStaff(db);
      if (rows.length === 0) {
        console.info(
          'No staff accounts yet. Make the first administrator with:\n  npm run staff -- add USERNAME --role admin',
        );
        return;
      }
      console.info(
        table([
          ['USERNAME', 'NAME', 'ROLES', 'STATUS', 'TWO-STEP'],
          ...rows.map((row) => [
            row.username,
            row.name,
            row.roles.join(','),
            row.enabled ? 'enabled' : 'disabled',
            row.totpSecret === null ? 'off' : 'on',
          ]),
        ]),
      );
      return;
    }
    default:
      throw new CliError(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
  }
}

interface Options {
  role?: string[];
  name?: string;
}

async function main() {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      options: {
        role: { type: 'string', multiple: true, short: 'r' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  try {
    parsed = parse();
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n\n${USAGE}`);
  }
  const [command, ...args] = parsed.positionals;
  if (parsed.values.help || !command) {
    console.info(USAGE);
    return;
  }
  if (!COMMANDS.has(command)) throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await database.migrate();
    await run(database.db, command, args, parsed.values);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof CliError || error instanceof ConfigError || error instanceof BusinessError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
