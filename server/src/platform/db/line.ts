import { AsyncLocalStorage } from 'node:async_hooks';

/** The embedded database's line is full: the request is answered 503 with Retry-After, not queued. */
export class DatabaseBusyError extends Error {
  constructor() {
    super('database busy');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * One request's place in the line: taken by its first query (a request answered from the shared answers takes
 * none), held until the request ends, so a request let in is never refused half-way through its queries.
 */
export class Turn {
  private state: 'outside' | 'in' | 'done' = 'outside';

  constructor(private readonly line: DatabaseLine) {}

  take() {
    if (this.state !== 'outside') return;
    this.line.enter();
    this.state = 'in';
  }

  /** Work the request left behind after it ended (a count written late) runs without a place. */
  end() {
    if (this.state === 'in') this.line.leave();
    this.state = 'done';
  }
}

/** Whether `error` is the full line's refusal, as thrown or as the cause of the query error Drizzle wraps it in. */
export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DatabaseBusyError) return true;
  }
  return false;
}

const turns = new AsyncLocalStorage<Turn>();

/**
 * The embedded database (PGlite) runs one query at a time, in this process: requests that need it take turns,
 * and under a burst each waits for all those before it. At most `limit` requests hold a place at once; the
 * first query of one more throws DatabaseBusyError, answered at once instead of timing out at the back of a
 * line that grows faster than it moves. Work outside a request (jobs, start-up) stands in no line.
 */
export class DatabaseLine {
  private inLine = 0;

  constructor(readonly limit: number) {}

  enter() {
    if (this.inLine >= this.limit) throw new DatabaseBusyError();
    this.inLine += 1;
  }

  leave() {
    this.inLine -= 1;
  }

  /** Runs `work` (the rest of a request) with `turn` as its own: its queries take the turn's place. */
  within<T>(turn: Turn, work: () => T): T {
    return turns.run(turn, work);
  }
}

/** Called by the embedded adapter before each query and transaction: the current request's turn, if any. */
export function takeTurn() {
  turns.getStore()?.take();
}
