import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

export const DAY_MS = 24 * 3600 * 1000;

type Register = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * Removes what the privacy policy says is kept no longer (web: dialogs/terms, "保存地点与期限"); answers how many
 * records went. Runs at start and once a day; every step is idempotent, so several server processes may run it.
 */
export type Retention = (ctx: Pick<AppContext, 'db' | 'config'>, now: Date) => Promise<number>;

/** A domain's routes: `api` under /prod-api, `root` at the server root (collection service, IIIF, files). */
export interface DomainModule {
  name: string;
  api?: Register;
  root?: Register;
  retention?: Retention;
}
