import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A Redis server of a test's own, on a free port, that the test can kill and start again on the same port. */
export interface OwnRedis {
  url: string;
  /** Kills the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  start(): Promise<void>;
  /** Stops it answering, its connections open (SIGSTOP), as a hung server would; `resume` lets it go on. */
  pause(): void;
  resume(): void;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once something accepts connections on `port`. */
async function accepting(port: number, withinMs = 10_000) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const socket = net.connect(port, '127.0.0.1');
    const open = await new Promise<boolean>((resolve) => {
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
    }).finally(() => socket.destroy());
    if (open) return;
    await sleep(50);
  }
  throw new Error(`redis-server did not start on port ${port}`);
}

/** Starts `redis-server` (Debian's, as on every machine of this project) keeping nothing on disk. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const own: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      const started = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      // A test that times out or a process that is killed leaves no Redis behind.
      const reap = () => started.kill('SIGKILL');
      process.once('exit', reap);
      started.once('exit', () => process.off('exit', reap));
      child = started;
      await accepting(port);
    },
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await own.start();
  return own;
}
