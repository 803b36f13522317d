import { idParamSchema, type PageQuery, pageQuerySchema } from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodObject, ZodType, z } from 'zod';
import type { Page } from '../db/paging.ts';
import { requireProfile } from './auth.ts';
import { ok, page } from './envelope.ts';
import { answer, typed } from './routes.ts';

/**
 * Routes on the signed-in visitor's own records (bookings, applications, reports, orders, messages): each needs a
 * complete profile, reads `request.user.id`, and reaches nobody else's rows (the service's queries see to that).
 */
export function ownRecords(fastify: FastifyInstance) {
  const app = typed(fastify);
  return {
    /** GET a page of them, newest first; `query` adds filters to pageNum/pageSize. */
    list<T, Q extends ZodObject = typeof pageQuerySchema>(
      path: string,
      row: ZodType<T>,
      read: (userId: number, query: z.output<Q> & PageQuery) => Promise<Page<T>>,
      query?: Q,
    ) {
      app.get(
        path,
        {
          onRequest: requireProfile,
          schema: { querystring: query ?? pageQuerySchema, response: answer.list(row) },
        },
        async (request) => {
          const { rows, total } = await read(request.user.id, request.query as z.output<Q> & PageQuery);
          return page(rows, total);
        },
      );
    },

    /** POST a new one: `create` records it for the visitor from the body and answers it, `msg` saying so. */
    create<T, B extends ZodType>(
      path: string,
      body: B,
      data: ZodType<T>,
      create: (userId: number, input: z.output<B>) => Promise<T>,
      msg: string,
      /** Counts each attempt before its body is read, and refuses one over a limit (a booking's pace). */
      pace?: (request: FastifyRequest) => Promise<void>,
    ) {
      app.post(
        path,
        {
          onRequest: requireProfile,
          ...(pace ? { preValidation: pace } : {}),
          schema: { body, response: answer.data(data) },
        },
        async (request) => ok(await create(request.user.id, request.body as z.output<B>), msg),
      );
    },

    /** One of them by id, with `act` answering its new state (or nothing, for a removal) and `msg` saying so. */
    one<T>(
      method: 'GET' | 'PUT' | 'DELETE',
      path: string,
      data: ZodType<T> | null,
      act: (userId: number, id: number) => Promise<T>,
      msg?: string,
    ) {
      app.route({
        method,
        url: path,
        onRequest: requireProfile,
        schema: { params: idParamSchema, response: data ? answer.data(data) : answer.message },
        handler: async (request) => {
          const result = await act(request.user.id, request.params.id);
          return data ? ok(result, msg) : ok(undefined, msg);
        },
      });
    },
  };
}
