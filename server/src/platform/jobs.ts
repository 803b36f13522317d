import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { Feature } from './feature.ts';

/**
 * Runs every feature's jobs on their beats once the server listens. A run that fails is logged and tried again on
 * the next beat; a run still going when the next beat comes is not started twice.
 */
export function scheduleJobs(app: FastifyInstance, features: readonly Feature[], ctx: AppContext) {
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onListen', async () => {
    for (const job of features.flatMap((feature) => feature.jobs ?? [])) {
      let running = false;
      const run = () => {
        if (running) return;
        running = true;
        job
          .run(ctx)
          .catch((error: unknown) => ctx.log.error({ err: error, job: job.name }, 'job failed'))
          .finally(() => {
            running = false;
          });
      };
      const timer = setInterval(run, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
