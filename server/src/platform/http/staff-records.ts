import { idParamSchema } from '@museum/shared';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { ZodObject, ZodType, z } from 'zod';
import type { Page } from '../db/paging.ts';
import { ok, page } from './envelope.ts';
import { answer, typed } from './routes.ts';
import type { StaffUser } from './staff-auth.ts';

/**
 * Routes on the records a staff queue works through (hosting applications, donation reports, orders): each behind
 * the queue's `guard`, handing the signed-in staff member on for the audit.
 */
export function staffRecords(fastify: FastifyInstance, guard: onRequestAsyncHookHandler) {
  const app = typed(fastify);
  return {
    /** GET a page of them, `query` holding the filters besides pageNum/pageSize. */
    list<T, Q extends ZodObject>(
      path: string,
      query: Q,
      row: ZodType<T>,
      read: (query: z.output<Q>) => Promise<Page<T>>,
    ) {
      app.get(
        path,
        { onRequest: guard, schema: { querystring: query, response: answer.list(row) } },
        async (request) => {
          const { rows, total } = await read(request.query as z.output<Q>);
          return page(rows, total);
        },
      );
    },

    /** One of them by id: `act` answers its state (after a change, with `msg` saying so). */
    one<T>(
      method: 'GET' | 'PUT',
      path: string,
      data: ZodType<T>,
      act: (id: number, staff: StaffUser) => Promise<T>,
      msg?: string,
    ) {
      app.route({
        method,
        url: path,
        onRequest: guard,
        schema: { params: idParamSchema, response: answer.data(data) },
        handler: async (request) => ok(await act(request.params.id, request.staff), msg),
      });
    },

    /** PUT a decision (`body`) on one of them by id: `decide` answers its new state and what to say of it. */
    decide<T, B extends ZodType>(
      path: string,
      body: B,
      data: ZodType<T>,
      decide: (id: number, decision: z.output<B>, staff: StaffUser) => Promise<{ record: T; msg: string }>,
    ) {
      app.put(
        path,
        { onRequest: guard, schema: { params: idParamSchema, body, response: answer.data(data) } },
        async (request) => {
          const { record, msg } = await decide(request.params.id, request.body as z.output<B>, request.staff);
          return ok(record, msg);
        },
      );
    },
  };
}
