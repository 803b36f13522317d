import { afterEach, describe, expect, it, vi } from 'vitest';
import { CircuitBreaker } from './breaker.ts';
import { CacheUnavailableError } from './cache.ts';

const never = () => new Promise<never>(() => undefined);

afterEach(() => {
  vi.useRealTimers();
});

describe('circuit breaker', () => {
  it('opens on the first outage and then refuses without running the command', async () => {
    const breaker = new CircuitBreaker({ probe: never, probeEveryMs: 1000 });
    await expect(breaker.run(() => Promise.reject(new Error('ECONNREFUSED')))).rejects.toBeInstanceOf(
      CacheUnavailableError,
    );
    expect(breaker.isOpen).toBe(true);
    const command = vi.fn(() => Promise.resolve('value'));
    await expect(breaker.run(command)).rejects.toBeInstanceOf(CacheUnavailableError);
    expect(command).not.toHaveBeenCalled();
    breaker.stop();
  });

  it('fails the calls under way when it opens, rather than letting them wait', async () => {
    const breaker = new CircuitBreaker({ probe: never, probeEveryMs: 1000 });
    const waiting = breaker.run(never);
    breaker.trip(new Error('connection closed'));
    await expect(waiting).rejects.toBeInstanceOf(CacheUnavailableError);
    breaker.stop();
  });

  it('stays closed when the store answered with an error of its own', async () => {
    const breaker = new CircuitBreaker({
      probe: never,
      probeEveryMs: 1000,
      isOutage: (error) => !(error instanceof TypeError),
    });
    await expect(breaker.run(() => Promise.reject(new TypeError('WRONGTYPE')))).rejects.toBeInstanceOf(
      CacheUnavailableError,
    );
    expect(breaker.isOpen).toBe(false);
    await expect(breaker.run(() => Promise.resolve(1))).resolves.toBe(1);
  });

  it('probes on its beat while open, and closes and tells its listeners once the store answers', async () => {
    vi.useFakeTimers();
    let back = false;
    const probe = vi.fn(() => (back ? Promise.resolve('PONG') : Promise.reject(new Error('down'))));
    const breaker = new CircuitBreaker({ probe, probeEveryMs: 1000 });
    const recovered = vi.fn();
    breaker.onRecovered(recovered);
    breaker.trip(new Error('down'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(breaker.isOpen).toBe(true);
    back = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(breaker.isOpen).toBe(false);
    expect(recovered).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(5000);
    expect(probe).toHaveBeenCalledTimes(4);
    await expect(breaker.run(() => Promise.resolve('served'))).resolves.toBe('served');
  });

  it('sends one probe at a time however slow it is', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(never);
    const breaker = new CircuitBreaker({ probe, probeEveryMs: 100 });
    breaker.trip(new Error('down'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledOnce();
    breaker.stop();
  });
});
