import { entryApplySchema, idParamSchema, pageQuerySchema, ServicePaths } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { onAccountDeleted } from '../accounts/deletion.ts';
import { requireProfile } from '../accounts/guards.ts';
import { closeAccountBookings, createReservationService } from './service.ts';

onAccountDeleted(closeAccountBookings);

/** Timed entry (PRODUCT.md "Entry reservation"): the window's days, booking, the visitor's own bookings. */
export async function reservationRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createReservationService(ctx);

  // Public: anyone may see which days still have places before signing in.
  app.get(ServicePaths.entrySlots, async () => ok(await service.slots()));

  app.post(
    ServicePaths.entryApply,
    { preValidation: requireProfile, schema: { body: entryApplySchema } },
    async (request) => ok(await service.book(request.user.id, request.body), '预约成功'),
  );

  app.get(
    ServicePaths.entryApplyList,
    { preValidation: requireProfile, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { rows, total } = await service.list(
        request.user.id,
        request.query.pageNum,
        request.query.pageSize,
      );
      return page(rows, total);
    },
  );

  app.get(
    ServicePaths.entryApplyDetail,
    { preValidation: requireProfile, schema: { params: idParamSchema } },
    async (request) => ok(await service.detail(request.user.id, request.params.id)),
  );

  app.put(
    ServicePaths.entryApplyCancel,
    { preValidation: requireProfile, schema: { params: idParamSchema } },
    async (request) => ok(await service.cancel(request.user.id, request.params.id), '预约已取消'),
  );
}
