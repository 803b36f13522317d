import { type ApiResult, Messages, RequestMessages, ResultCode } from '@museum/shared';
import { englishOf } from '@museum/shared/english';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { CacheUnavailableError } from '../cache/index.ts';
import { isDatabaseBusy } from '../db/line.ts';
import { sendDatabaseBusy } from './database-line.ts';
import { BusinessError } from './errors.ts';
import { requestLanguage } from './language.ts';
import { RequestValidationError } from './validation.ts';

/** Fastify's own client errors, answered in words the visitor understands. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: RequestMessages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: RequestMessages.emptyJson,
  FST_ERR_CTP_BODY_TOO_LARGE: RequestMessages.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: RequestMessages.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: RequestMessages.badContentLength,
};

/**
 * The business code and message a failure is answered with, in the language the call asks for: business
 * failures and bad input say what was wrong; anything unexpected is logged with the request's context and answered
 * with a generic message.
 */
export function errorAnswer(error: FastifyError, request: FastifyRequest): ApiResult {
  const body = chineseAnswer(error, request);
  if (requestLanguage(request) === 'en') {
    body.msg = error instanceof RequestValidationError ? error.english() : englishOf(body.msg);
  }
  return body;
}

function chineseAnswer(error: FastifyError, request: FastifyRequest): ApiResult {
  let body: ApiResult;
  if (error instanceof BusinessError) {
    body = { code: error.code, msg: error.message };
    if (error.data !== undefined) body.data = error.data;
  } else if (error instanceof RequestValidationError || error.code === 'FST_ERR_VALIDATION') {
    body = { code: ResultCode.error, msg: error.message };
  } else if (error instanceof CacheUnavailableError) {
    // Limits and codes live in the cache: without it those calls wait rather than run unguarded.
    request.log.warn({ err: error.cause }, 'cache unavailable');
    body = { code: ResultCode.error, msg: Messages.serviceUnavailable };
  } else if (error.code && FRAMEWORK_MESSAGES[error.code]) {
    body = { code: ResultCode.error, msg: FRAMEWORK_MESSAGES[error.code]! };
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.warn({ err: error }, 'client error');
    body = { code: ResultCode.error, msg: RequestMessages.badRequest };
  } else {
    request.log.error({ err: error, url: request.url, method: request.method }, 'unexpected error');
    body = { code: ResultCode.error, msg: Messages.serverError };
  }
  return body;
}

/** Failures answer HTTP 200 with a business code, as the client expects (docs/spec §8). */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (isDatabaseBusy(error)) return sendDatabaseBusy(reply);
    const body = errorAnswer(error, request);
    // Written here rather than by the route's serializer: a failure is `{code, msg}`, not the route's answer.
    return reply.status(200).type('application/json; charset=utf-8').send(JSON.stringify(body));
  });
}
