import { AccountMessages } from '@museum/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { requireUser } from '../../platform/http/auth.ts';
import { fail } from '../../platform/http/errors.ts';

/**
 * preHandler for calls that need a complete profile (reservation, applications, personal data): a signed-in
 * visitor whose account has a phone. A WeChat-only account is told to bind one first (spec section 6).
 */
export const requireProfile: preHandlerAsyncHookHandler = async function (request, reply) {
  await requireUser.call(this, request, reply);
  if (!request.user.username) throw fail(AccountMessages.profileIncomplete);
};
