import type { FastifyInstance } from 'fastify';
import { DAY_MS } from './clock.ts';
import type { AppContext } from './context.ts';
import type { Feature } from './feature.ts';

/** Runs every feature's retention step; answers how many records each removed. */
export async function runRetention(
  features: readonly Feature[],
  ctx: AppContext,
  now = ctx.clock.now(),
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const feature of features) {
    if (feature.retention) removed[feature.name] = await feature.retention(ctx, now);
  }
  return removed;
}

/** Once the server listens, and every day after; a failure is logged and tried again the next day. */
export function scheduleRetention(app: FastifyInstance, features: readonly Feature[], ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runRetention(features, ctx)
      .then((removed) => ctx.log.info({ removed }, 'retention: expired personal data removed'))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'retention run failed'));
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
