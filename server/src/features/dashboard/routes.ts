import { DashboardPaths, dashboardSchema } from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import type { DashboardService } from './service.ts';

/** Any staff member opens the dashboard; what it holds follows their roles. */
export async function dashboardRoutes(fastify: FastifyInstance, service: DashboardService) {
  const app = typed(fastify);
  app.get(
    DashboardPaths.dashboard,
    { onRequest: requireStaff(), schema: { response: answer.data(dashboardSchema) } },
    async (request) => ok(await service.dashboard(request.staff), '查询成功'),
  );
}
