import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import type { Transaction } from './db/client.ts';
import type { DomainEvents } from './events.ts';

/** Registers a feature's routes on the app (or on the /prod-api scope). */
export type RegisterRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/**
 * Removes what the privacy policy says is kept no longer (web: the terms dialog, "保存地点与期限"); answers how
 * many records went. Runs at start and once a day; every step is idempotent, so several processes may run it.
 */
export type Retention = (ctx: AppContext, now: Date) => Promise<number>;

/**
 * Work a feature does on a beat while the server runs (scheduled publication). Every run must be safe when several
 * processes run it at once: each change is one conditional statement.
 */
export interface Job {
  name: string;
  everyMs: number;
  run: (ctx: AppContext) => Promise<unknown>;
}

/** A feature as the composition root sees it: its routes, its retention step and its jobs. */
export interface Feature {
  name: string;
  /** Routes under /prod-api. */
  api?: RegisterRoutes;
  /** Routes at the server root (the collection service, IIIF, stored files). */
  root?: RegisterRoutes;
  retention?: Retention;
  jobs?: Job[];
}

/**
 * What features announce and others act on. The handlers of every event are listed in one place,
 * `features/index.ts`; a feature announces through `ctx.events` and never imports the features that react.
 */
export interface EventHandlers {
  /** An account is closing: inside its transaction, each feature removes or anonymises what it holds of it. */
  accountClosing: ((tx: Transaction, userId: number) => Promise<void>)[];
  /** An account has closed (committed): work outside the database, such as stored files. */
  accountClosed: ((ctx: AppContext, userId: number) => Promise<void>)[];
}

export function createDomainEvents(handlers: EventHandlers, ctx: () => AppContext): DomainEvents {
  return {
    async accountClosing(tx, userId) {
      for (const handle of handlers.accountClosing) await handle(tx, userId);
    },
    async accountClosed(userId) {
      const context = ctx();
      for (const handle of handlers.accountClosed) {
        await handle(context, userId).catch((error: unknown) => {
          context.log.warn({ err: error, userId }, 'could not clean up after a closed account');
        });
      }
    },
  };
}
