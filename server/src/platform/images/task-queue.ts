/**
 * Runs at most `concurrency` tasks at once and shares the result of identical ones in flight: drawing and
 * resizing large images is CPU- and memory-heavy, and a page of thumbnails asks for many at the same time.
 */
export function createTaskQueue(concurrency: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const inFlight = new Map<string, Promise<unknown>>();

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (running < concurrency) {
        running++;
        resolve();
      } else {
        waiting.push(() => {
          running++;
          resolve();
        });
      }
    });
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  return {
    run<T>(id: string, task: () => Promise<T>): Promise<T> {
      const existing = inFlight.get(id);
      if (existing) return existing as Promise<T>;
      const promise = (async () => {
        await acquire();
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
  };
}
