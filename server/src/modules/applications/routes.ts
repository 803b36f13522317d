import {
  donationReportSchema,
  idParamSchema,
  pageQuerySchema,
  ServicePaths,
  venueApplySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { ok, page } from '../../platform/http/envelope.ts';
import { onAccountDeleted } from '../accounts/deletion.ts';
import { requireProfile } from '../accounts/guards.ts';
import { closeAccountApplications, createApplicationsService } from './service.ts';

onAccountDeleted(closeAccountApplications);

/** Exhibition-hosting applications (venue/*) and donation reports (spec sections 3, 5 and 7). */
export async function applicationsRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createApplicationsService(ctx);
  const own = { preValidation: requireProfile, schema: { params: idParamSchema } };

  // Public: the rules and halls can be read before signing in.
  app.get(ServicePaths.venueSetting, async () => ok(await service.setting()));

  app.post(
    ServicePaths.venueApply,
    { preValidation: requireProfile, schema: { body: venueApplySchema } },
    async (request) => ok(await service.apply(request.user.id, request.body), '申请已提交'),
  );

  app.get(
    ServicePaths.venueApplyList,
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

  app.get(ServicePaths.venueApplyItem, own, async (request) =>
    ok(await service.detail(request.user.id, request.params.id)),
  );

  app.put(ServicePaths.venueApplyItem, own, async (request) =>
    ok(await service.withdraw(request.user.id, request.params.id), '申请已撤回'),
  );

  app.delete(ServicePaths.venueApplyItem, own, async (request) => {
    await service.remove(request.user.id, request.params.id);
    return ok(undefined, '申请已删除');
  });

  app.post(
    ServicePaths.donationReport,
    { preValidation: requireProfile, schema: { body: donationReportSchema } },
    async (request) => ok(await service.report(request.user.id, request.body), '捐赠登记已提交'),
  );

  app.get(
    ServicePaths.donationReportList,
    { preValidation: requireProfile, schema: { querystring: pageQuerySchema } },
    async (request) => {
      const { rows, total } = await service.donations(
        request.user.id,
        request.query.pageNum,
        request.query.pageSize,
      );
      return page(rows, total);
    },
  );
}
