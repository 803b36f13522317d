/** Seconds a client is told to wait when every place in a queue is taken. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Every place in an image queue is taken: answered with 503 and Retry-After rather than waiting, so that latency
 * stays bounded under a burst.
 */
export class QueueFullError extends Error {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor() {
    super('image queue full');
    this.name = 'QueueFullError';
  }
}

export interface TaskQueueOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a place; one more is refused with QueueFullError. */
  queueLength: number;
}

/**
 * Runs at most `concurrency` tasks at once, keeps at most `queueLength` waiting, and shares the result of identical
 * ones in flight: drawing and resizing large images is CPU- and memory-heavy, and a page of thumbnails asks for
 * many at the same time.
 */
export function createTaskQueue({ concurrency, queueLength }: TaskQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, Promise<unknown>>();

  /** Takes a place at once, or joins the line; refuses before anything starts when the line is full. */
  const acquire = (): Promise<void> | null => {
    if (running < concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= queueLength) return null;
    return new Promise<void>((resolve) => {
      waiting.push(() => {
        running++;
        resolve();
      });
    });
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  return {
    run<T>(id: string, task: () => Promise<T>): Promise<T> {
      const existing = inFlight.get(id);
      if (existing) return existing as Promise<T>;
      const place = acquire();
      if (!place) return Promise.reject(new QueueFullError());
      const promise = (async () => {
        await place;
        try {
          return await task();
        } finally {
          release();
          inFlight.delete(id);
        }
      })();
      inFlight.set(id, promise);
      return promise;
    },
    /** Running and waiting tasks, for tests and health. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
