import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { DOMAIN_MODULES } from './index.ts';
import { DAY_MS } from './module.ts';

/** Runs every domain's retention step; answers how many records each removed. */
export async function runRetention(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now = new Date(),
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const module of DOMAIN_MODULES) {
    if (module.retention) removed[module.name] = await module.retention(ctx, now);
  }
  return removed;
}

/** Once the server listens, and every day after; a failure is logged and tried again the next day. */
export function scheduleRetention(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | undefined;
  const run = () =>
    runRetention(ctx)
      .then((removed) => ctx.log.info({ removed }, 'retention: expired personal data removed'))
      .catch((error: unknown) => ctx.log.error({ err: error }, 'retention run failed'));
  app.addHook('onListen', async () => {
    void run();
    timer = setInterval(run, DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
