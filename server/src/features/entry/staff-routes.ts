import {
  DoorMessages,
  DoorPaths,
  doorBatchSchema,
  doorConflictSchema,
  doorConflictsQuerySchema,
  doorManifestQuerySchema,
  doorManifestSchema,
  doorScanResultSchema,
  EntryStaffMessages,
  EntryStaffPaths,
  entryBanLiftSchema,
  entryBanSchema,
  entryBookingSchema,
  entryBookingsQuerySchema,
  entryBookingsResultSchema,
  entryCalendarBatchSchema,
  entryCalendarChangeResultSchema,
  entryCalendarDaySchema,
  entryCalendarQuerySchema,
  entryCheckinSchema,
  entryDayChangeSchema,
  entryDayParamSchema,
  entryDeskBookingSchema,
  entryExportQuerySchema,
  entryStaffBookingSchema,
  idParamSchema,
  pageQuerySchema,
  StaffRole,
} from '@museum/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, page } from '../../platform/http/envelope.ts';
import { answer, typed } from '../../platform/http/routes.ts';
import { requireStaff } from '../../platform/http/staff-auth.ts';
import { actorOf } from '../staff/index.ts';
import type { Door } from './door.ts';
import type { EntryOperations } from './staff-service.ts';

/** Entry operations (docs/PRODUCT.md "Staff console"): front desk and admins see and check in; admins change days. */
export async function entryStaffRoutes(fastify: FastifyInstance, operations: EntryOperations, door: Door) {
  const app = typed(fastify);
  const desk = requireStaff(StaffRole.frontdesk);
  const admin = requireStaff(StaffRole.admin);

  app.get(
    EntryStaffPaths.calendar,
    {
      onRequest: desk,
      schema: {
        querystring: entryCalendarQuerySchema,
        response: answer.data(z.array(entryCalendarDaySchema)),
      },
    },
    async (request) => ok(await operations.calendar(request.query.from, request.query.to), '查询成功'),
  );

  const changed = (result: { cancelled: number }) =>
    result.cancelled > 0 ? EntryStaffMessages.closedAndNotified(result.cancelled) : EntryStaffMessages.saved;

  app.put(
    EntryStaffPaths.calendarDay(':day'),
    {
      onRequest: admin,
      schema: {
        params: entryDayParamSchema,
        body: entryDayChangeSchema,
        response: answer.data(entryCalendarChangeResultSchema),
      },
    },
    async (request) => {
      const result = await operations.changeDay(request.staff, {
        ...request.body,
        date: request.params.day,
      });
      return ok(result, changed(result));
    },
  );

  app.put(
    EntryStaffPaths.calendar,
    {
      onRequest: admin,
      schema: { body: entryCalendarBatchSchema, response: answer.data(entryCalendarChangeResultSchema) },
    },
    async (request) => {
      const result = await operations.changeDays(request.staff, request.body);
      return ok(result, changed(result));
    },
  );

  app.post(
    EntryStaffPaths.checkin,
    { onRequest: desk, schema: { body: entryCheckinSchema, response: answer.data(entryStaffBookingSchema) } },
    async (request) =>
      ok(
        await operations.checkIn(request.staff, request.body.code, request.body.desk),
        EntryStaffMessages.checkedIn,
      ),
  );

  app.get(
    EntryStaffPaths.bookings,
    {
      onRequest: desk,
      schema: { querystring: entryBookingsQuerySchema, response: { 200: entryBookingsResultSchema } },
    },
    async (request) => ({ code: 200, msg: '查询成功', ...(await operations.bookings(request.query)) }),
  );

  app.post(
    EntryStaffPaths.bookings,
    { onRequest: desk, schema: { body: entryDeskBookingSchema, response: answer.data(entryBookingSchema) } },
    async (request) =>
      ok(await operations.bookAtDesk(request.staff, request.body), EntryStaffMessages.deskBooked),
  );

  app.put(
    EntryStaffPaths.bookingCancel(':id'),
    { onRequest: desk, schema: { params: idParamSchema, response: answer.data(entryStaffBookingSchema) } },
    async (request) =>
      ok(await operations.cancelAtDesk(request.staff, request.params.id), EntryStaffMessages.deskCancelled),
  );

  app.get(
    DoorPaths.manifest,
    {
      onRequest: desk,
      schema: { querystring: doorManifestQuerySchema, response: answer.data(doorManifestSchema) },
    },
    async (request) => ok(await door.manifest(request.query.date, request.query.since)),
  );

  app.post(
    DoorPaths.batch,
    {
      onRequest: desk,
      schema: { body: doorBatchSchema, response: answer.data(z.array(doorScanResultSchema)) },
    },
    async (request) =>
      ok(await door.batch(request.body, actorOf(request.staff)), DoorMessages.received(request.body.length)),
  );

  app.get(
    DoorPaths.conflicts,
    {
      onRequest: desk,
      schema: { querystring: doorConflictsQuerySchema, response: answer.data(z.array(doorConflictSchema)) },
    },
    async (request) => ok(await door.conflicts(request.query.date)),
  );

  app.get(
    EntryStaffPaths.bans,
    { onRequest: admin, schema: { querystring: pageQuerySchema, response: answer.list(entryBanSchema) } },
    async (request) => {
      const { rows, total } = await operations.bans(request.query);
      return page(rows, total);
    },
  );

  app.delete(
    EntryStaffPaths.ban(':id'),
    {
      onRequest: admin,
      schema: { params: idParamSchema, body: entryBanLiftSchema, response: answer.message },
    },
    async (request) => {
      await operations.liftBan(request.staff, request.params.id, request.body.reason);
      return ok(undefined, EntryStaffMessages.banLifted);
    },
  );

  app.get(
    EntryStaffPaths.export,
    {
      onRequest: desk,
      schema: {
        querystring: entryExportQuerySchema,
        response: answer.raw("The day's bookings as a CSV file for Excel", ['text/csv'], 'text'),
      },
    },
    async (request, reply) => {
      const { date, full } = request.query;
      const csv = await operations.exportCsv(request.staff, date, full === true);
      const name = `入馆预约-${date}${full ? '-完整' : ''}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="entry-${date}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
}
