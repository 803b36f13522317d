import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

type Register = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** A domain's routes: `api` under /prod-api, `root` at the server root (collection service, IIIF, files). */
export interface DomainModule {
  name: string;
  api?: Register;
  root?: Register;
}
