import {
  StaffFilePaths,
  StaffRole,
  staffUploadPolicyQuerySchema,
  staffUploadPolicySchema,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import type { FilesService } from './service.ts';

/** Editors' files for published content: the same policy shape as visitors', their own limits and folder. */
export async function filesStaffRoutes(fastify: FastifyInstance, files: FilesService) {
  const app = typed(fastify);
  app.get(
    StaffFilePaths.uploadPolicy,
    {
      onRequest: requireStaff(StaffRole.editor),
      schema: { querystring: staffUploadPolicyQuerySchema, response: answer.data(staffUploadPolicySchema) },
    },
    async (request) => ok(await files.staffPolicy(request.staff.id, request.query)),
  );
}
