import { API_BASE, StaffRole } from '@museum/shared';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { bearerToken } from './auth.ts';
import { forbidden, unauthorized } from './errors.ts';

/** A signed-in staff member: never a visitor (docs/PRODUCT.md "Staff console"). */
export interface StaffUser {
  id: number;
  username: string;
  name: string;
  roles: StaffRole[];
  sessionId: number;
}

/** Implemented by the staff feature: turns a staff bearer token into the staff member, enabled, with their roles now. */
export interface StaffVerifier {
  verify(token: string): Promise<StaffUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireStaff`; read it only in handlers behind it. */
    staff: StaffUser;
    /** The staff member of the request's token, or null; resolved once per request. */
    optionalStaff(): Promise<StaffUser | null>;
  }
}

const resolved = Symbol('resolvedStaff');

/** Every staff call lives under this prefix, and needs a staff token but sign-in. */
export const STAFF_API_PREFIX = `${API_BASE}/admin`;

function routerPath(url: string): string {
  const path = url.split('?', 1)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Left as it came: the router finds no route for it either.
  }
  return decoded.replace(/\/+$/, '');
}

/**
 * Staff sessions are a store of their own: a visitor's token is unknown to it (and a staff token to the visitors'
 * one). Every request under /prod-api/admin/ but the sign-in (`open`, full paths) needs a staff token before anything else
 * runs, routes that do not exist included, so a route that forgot its guard is still closed to visitors; each
 * route checks the roles it needs with `requireStaff(...)`.
 */
export function installStaffAuth(app: FastifyInstance, verifier: StaffVerifier, open: string[]) {
  app.decorateRequest('staff', null as unknown as StaffUser);
  app.decorateRequest(
    'optionalStaff',
    async function (this: FastifyRequest & { [resolved]?: StaffUser | null }) {
      if (this[resolved] === undefined) {
        const token = bearerToken(this);
        this[resolved] = token ? await verifier.verify(token) : null;
      }
      return this[resolved];
    },
  );
  const openPaths = new Set(open);
  const isStaffPath = (path: string | undefined) =>
    path !== undefined && (path === STAFF_API_PREFIX || path.startsWith(`${STAFF_API_PREFIX}/`));
  app.addHook('onRequest', async (request) => {
    // The route's own template when one matched, and the path as the router reads it: either under the prefix.
    const route = request.routeOptions.url;
    const path = routerPath(request.url);
    if (!isStaffPath(route) && !isStaffPath(path)) return;
    if (openPaths.has(route ?? path)) return;
    if (!(await request.optionalStaff())) throw unauthorized();
  });
}

/**
 * The guard of a staff route: `{ onRequest: requireStaff(StaffRole.reviewer) }`. Without a staff token (a
 * visitor's included) code 401; without one of `roles` code 403 当前操作没有权限. `admin` may do everything;
 * no roles at all admits any enabled staff member.
 */
export function requireStaff(...roles: StaffRole[]): onRequestAsyncHookHandler {
  return async (request) => {
    const staff = await request.optionalStaff();
    if (!staff) throw unauthorized();
    const allowed =
      roles.length === 0 ||
      staff.roles.includes(StaffRole.admin) ||
      roles.some((role) => staff.roles.includes(role));
    if (!allowed) throw forbidden();
    request.staff = staff;
  };
}
