import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from './errors.ts';

export interface SessionUser {
  id: number;
  /** The phone; null for a WeChat-only account that has not completed its profile. */
  username: string | null;
  sessionId: number;
}

/** Implemented by the accounts domain: turns a bearer token into the signed-in user. */
export interface SessionVerifier {
  verify(token: string): Promise<SessionUser | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; read it only in handlers behind that hook. */
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

/** preHandler for calls that need a signed-in visitor (spec section 6): code 401 otherwise. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  const user = await request.optionalUser();
  if (!user) throw unauthorized();
  request.user = user;
};
