import {
  auditEntrySchema,
  auditQuerySchema,
  changeOwnPasswordSchema,
  confirmTotpSchema,
  createStaffSchema,
  disableTotpSchema,
  idParamSchema,
  recoveryCodesSchema,
  StaffMessages,
  StaffPaths,
  StaffRole,
  staffListQuerySchema,
  staffLoginOtpSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffProfileSchema,
  staffSignInResultSchema,
  startTotpSchema,
  tokenResultSchema,
  totpEnrolmentSchema,
  updateStaffSchema,
} from '@museum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, page } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import type { StaffClient, StaffService } from './service.ts';

/** Who is asking, as sessions and the per-network password limit record it. */
const clientOf = (request: FastifyRequest): StaffClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The staff console's sign-in, staff accounts and audit log (docs/PRODUCT.md "Staff console"). */
export async function staffRoutes(fastify: FastifyInstance, service: StaffService) {
  const app = typed(fastify);
  const anyStaff = requireStaff();
  const admin = requireStaff(StaffRole.admin);

  app.post(
    StaffPaths.login,
    { schema: { body: staffLoginSchema, response: answer.data(staffSignInResultSchema) } },
    async (request) => {
      const result = await service.signIn(request.body, clientOf(request));
      return ok(result, 'token' in result ? StaffMessages.signedIn : StaffMessages.otpRequired);
    },
  );

  app.post(
    StaffPaths.loginOtp,
    { schema: { body: staffLoginOtpSchema, response: answer.data(tokenResultSchema) } },
    async (request) => {
      const { token, recoveryLeft } = await service.signInWithCode(request.body, clientOf(request));
      return ok(
        { token },
        recoveryLeft === undefined ? StaffMessages.signedIn : StaffMessages.recoveryCodeUsed(recoveryLeft),
      );
    },
  );

  app.get(
    StaffPaths.me,
    { onRequest: anyStaff, schema: { response: answer.data(staffProfileSchema) } },
    async (request) => ok(await service.me(request.staff)),
  );

  app.post(
    StaffPaths.myTotp,
    { onRequest: anyStaff, schema: { body: startTotpSchema, response: answer.data(totpEnrolmentSchema) } },
    async (request) => ok(await service.startTotp(request.staff, request.body.password, clientOf(request))),
  );

  app.put(
    StaffPaths.myTotp,
    { onRequest: anyStaff, schema: { body: confirmTotpSchema, response: answer.data(recoveryCodesSchema) } },
    async (request) =>
      ok(
        { recoveryCodes: await service.confirmTotp(request.staff, request.body.code) },
        StaffMessages.totpOn,
      ),
  );

  app.delete(
    StaffPaths.myTotp,
    { onRequest: anyStaff, schema: { body: disableTotpSchema, response: answer.message } },
    async (request) => {
      await service.disableTotp(request.staff, request.body.password, clientOf(request));
      return ok(undefined, StaffMessages.totpOff);
    },
  );

  app.put(
    StaffPaths.myPassword,
    { onRequest: anyStaff, schema: { body: changeOwnPasswordSchema, response: answer.message } },
    async (request) => {
      await service.changeOwnPassword(request.staff, request.body, clientOf(request));
      return ok(undefined, StaffMessages.passwordChanged);
    },
  );

  app.post(
    StaffPaths.logout,
    { onRequest: anyStaff, schema: { response: answer.message } },
    async (request) => {
      await service.signOut(request.staff);
      return ok(undefined, StaffMessages.signedOut);
    },
  );

  app.get(
    StaffPaths.staff,
    {
      onRequest: admin,
      schema: { querystring: staffListQuerySchema, response: answer.list(staffMemberSchema) },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return page(rows, total);
    },
  );

  app.post(
    StaffPaths.staff,
    { onRequest: admin, schema: { body: createStaffSchema, response: answer.data(staffMemberSchema) } },
    async (request) => ok(await service.create(request.body, request.staff), StaffMessages.created),
  );

  app.get(
    StaffPaths.staffMember(':id'),
    { onRequest: admin, schema: { params: idParamSchema, response: answer.data(staffMemberSchema) } },
    async (request) => ok(await service.one(request.params.id)),
  );

  app.put(
    StaffPaths.staffMember(':id'),
    {
      onRequest: admin,
      schema: { params: idParamSchema, body: updateStaffSchema, response: answer.data(staffMemberSchema) },
    },
    async (request) =>
      ok(await service.update(request.params.id, request.body, request.staff), StaffMessages.saved),
  );

  app.delete(
    StaffPaths.staffTotp(':id'),
    { onRequest: admin, schema: { params: idParamSchema, response: answer.message } },
    async (request) => {
      await service.resetTotp(request.params.id, request.staff);
      return ok(undefined, StaffMessages.totpReset);
    },
  );

  app.get(
    StaffPaths.audit,
    { onRequest: admin, schema: { querystring: auditQuerySchema, response: answer.list(auditEntrySchema) } },
    async (request) => {
      const { rows, total } = await service.audit(request.query);
      return page(rows, total);
    },
  );
}
