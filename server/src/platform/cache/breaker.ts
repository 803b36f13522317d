import { CacheUnavailableError } from './cache.ts';

export interface BreakerOptions {
  /** Asks the store whether it is back; resolves when it answers. */
  probe: () => Promise<unknown>;
  /** How often an open breaker probes. */
  probeEveryMs: number;
  /** Whether a failure means the store is unreachable (an answer it gave, such as a script error, does not). */
  isOutage?: (error: unknown) => boolean;
}

/**
 * Fails fast while a shared store is unreachable. The first failure opens the breaker: from then on every call is
 * refused at once, and the calls under way with it, instead of each request waiting on a connection attempt or a
 * timeout of its own (callers that only save work go to the database; those that count or decide answer "try again
 * later"). A probe asks in the background, on a beat, whether the store is back, and closes the breaker when it is.
 */
export class CircuitBreaker {
  private opened = false;
  private probing = false;
  private beat: NodeJS.Timeout | undefined;
  /** How each call under way is failed when the breaker opens. */
  private readonly underWay = new Set<(error: unknown) => void>();
  private readonly recoveredListeners: (() => void)[] = [];

  constructor(private readonly options: BreakerOptions) {}

  get isOpen() {
    return this.opened;
  }

  /** Runs `command` unless the breaker is open; its failure opens it when it is an outage. */
  run<T>(command: () => Promise<T>): Promise<T> {
    if (this.opened) return Promise.reject(new CacheUnavailableError(new Error('circuit open')));
    return new Promise<T>((resolve, reject) => {
      const fail = (error: unknown) => {
        this.underWay.delete(fail);
        reject(error instanceof CacheUnavailableError ? error : new CacheUnavailableError(error));
      };
      this.underWay.add(fail);
      command().then(
        (value) => {
          this.underWay.delete(fail);
          resolve(value);
        },
        (error: unknown) => {
          if (this.options.isOutage?.(error) ?? true) this.trip(error);
          fail(error);
        },
      );
    });
  }

  /** The store is unreachable (a call failed, or its connection closed): open, fail what is under way, probe. */
  trip(cause: unknown) {
    if (this.opened) return;
    this.opened = true;
    const error = new CacheUnavailableError(cause);
    for (const fail of [...this.underWay]) fail(error);
    this.beat = setInterval(() => void this.probeOnce(), this.options.probeEveryMs);
    this.beat.unref();
  }

  /** Called when the breaker closes after an outage: what was kept elsewhere meanwhile may be stale. */
  onRecovered(listener: () => void) {
    this.recoveredListeners.push(listener);
  }

  /** Stops probing for good (the store is being closed). */
  stop() {
    clearInterval(this.beat);
    this.beat = undefined;
  }

  private async probeOnce() {
    if (this.probing || !this.opened) return;
    this.probing = true;
    try {
      await this.options.probe();
      if (!this.beat) return;
      this.stop();
      this.opened = false;
      for (const listener of this.recoveredListeners) listener();
    } catch {
      // Still down: the next beat asks again.
    } finally {
      this.probing = false;
    }
  }
}
