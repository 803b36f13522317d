import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { readSmsLog, type SmsLog } from './sms-log.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Production refuses to start without a key of its own; one per bench run, so restarts read their data. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

export interface RunningServer {
  url: string;
  /** The SMS codes the server wrote to its log (production keeps no outbox). */
  sms: SmsLog;
  /** The server process (for its memory, in /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (same entry point as `npm start`) as a child process and waits for its health check.
 * `nodeArgs` go to node after tsx is loaded (the reliability run's memory probe).
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const port = env.PORT ?? '8090';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'src/main.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_CONSOLE_SMS: 'true',
      ALLOW_WECHAT_SIMULATOR: 'true',
      PERSONAL_DATA_KEY,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // autocannon keeps sending on a connection the server has asked to close after its 1 000th request, and Node
      // answers those with 503: the measured calls would count refusals. A browser opens a new connection.
      MAX_REQUESTS_PER_SOCKET: '0',
      ...env,
      PORT: port,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const sms = readSmsLog(child.stdout!);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (let ready = false; !ready; ) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server not healthy at ${url} after 180 s`);
    }
    try {
      ready = (await fetch(`${url}/prod-api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!ready) await sleep(300);
  }
  return {
    url,
    sms,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      // A server still working off queued requests gets two minutes to close cleanly.
      const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs a command-line script of the server (src/seed/cli.ts, src/staff-cli.ts) with the given environment. */
export async function runServerScript(
  script: string,
  env: Record<string, string>,
  args: string[],
): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${script} exited with code ${code}`);
}

/** Runs `npm run seed` with the given environment (for --scale). */
export const runSeed = (env: Record<string, string>, args: string[]) =>
  runServerScript('src/seed/cli.ts', env, args);
