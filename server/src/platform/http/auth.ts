import { AccountMessages } from '@museum/shared';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { fail, unauthorized } from './errors.ts';

export interface SessionUser {
  id: number;
  /** The phone; null for a WeChat-only account that has not completed its profile. */
  username: string | null;
  sessionId: number;
}

/** Implemented by the accounts feature: turns a bearer token into the signed-in user. */
export interface SessionVerifier {
  verify(token: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` and `requireProfile`; read it only in handlers behind one of them. */
    user: SessionUser;
    /** The signed-in user, or null for an anonymous visitor; resolved once per request. */
    optionalUser(): Promise<SessionUser | null>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const resolved = Symbol('resolvedUser');

export function installAuth(app: FastifyInstance, verifier: SessionVerifier) {
  app.decorateRequest('user', null as unknown as SessionUser);
  app.decorateRequest(
    'optionalUser',
    async function (this: FastifyRequest & { [resolved]?: SessionUser | null }) {
      if (this[resolved] === undefined) {
        const token = bearerToken(this);
        this[resolved] = token ? await verifier.verify(token) : null;
      }
      return this[resolved];
    },
  );
}

/**
 * The guards: `{ onRequest: requireUser }` on a route that needs a signed-in visitor (docs/spec §6), code 401
 * otherwise. They run before the body is read, so an anonymous request is refused before any parsing.
 */
export const requireUser: onRequestAsyncHookHandler = async (request) => {
  const user = await request.optionalUser();
  if (!user) throw unauthorized();
  request.user = user;
};

/**
 * A signed-in visitor whose account has a phone (reservations, applications, personal data). A WeChat-only account
 * is told to bind one first (docs/spec §6).
 */
export const requireProfile: onRequestAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!request.user.username) throw fail(AccountMessages.profileIncomplete);
};
