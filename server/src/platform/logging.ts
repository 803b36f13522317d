import { maskIdCard, maskPhone } from '@museum/shared';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Personal data (phones, names, ID numbers, tokens and codes) never reaches a log line (docs/PRODUCT.md
 * "Personal data"): logs are kept longer, copied further and read by more people than the database.
 *
 * - request URLs keep the values of known, harmless query parameters only (`checkExist/138...` and
 *   `?phone=138...` are masked);
 * - errors keep their type, code and a scrubbed message and stack, never the query's parameters
 *   (a failed query's message lists them) nor any other field the error carries;
 * - fields named like personal data are masked wherever they are logged;
 * - phone- and ID-number-shaped digits are masked in every message.
 */

/** Query parameters whose values say how a list was asked for, not who asked: logged as they are. */
const PLAIN_QUERY_PARAMETERS = new Set([
  'pageNum',
  'pageSize',
  'module',
  'type',
  'status',
  'year',
  'kind',
  'ext',
  'id',
  'resId',
  'artistId',
  'initial',
  'category',
  'dictType',
  'floor',
  'applicable',
  'imgSize',
  'keyword',
  'bytes',
]);

const PHONE_DIGITS = /(?<!\d)1[3-9]\d{9}(?!\d)/g;
const ID_NUMBER = /(?<![\dA-Za-z])(?:\d{17}[\dXx]|\d{15})(?![\dA-Za-z])/g;
/** `Key (phone)=(13800000000) already exists.`: PostgreSQL quotes the offending value. */
const QUOTED_KEY_VALUE = /(Key \([^)]*\)=)\(.*?\)(?= already exists| is not present| conflicts|\.|$)/gm;
/** A failed query's message ends with its parameters (drizzle: `Failed query: ...\nparams: a,b`). */
const QUERY_PARAMETERS = /\nparams: [\s\S]*$/;

/** Masks phone- and ID-number-shaped digits and quoted key values in any text about to be logged. */
export function scrubText(text: string): string {
  return text
    .replace(QUERY_PARAMETERS, '\nparams: [redacted]')
    .replace(QUOTED_KEY_VALUE, '$1(***)')
    .replace(PHONE_DIGITS, (phone) => maskPhone(phone))
    .replace(ID_NUMBER, (id) => maskIdCard(id));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** A request URL as it may be logged: its path scrubbed, the values of its other query parameters masked. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = scrubText(decoded(mark < 0 ? url : url.slice(0, mark)));
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decoded(eq < 0 ? pair : pair.slice(0, eq));
      if (eq < 0) return scrubText(name);
      return PLAIN_QUERY_PARAMETERS.has(name)
        ? `${name}=${scrubText(decoded(pair.slice(eq + 1)))}`
        : `${scrubText(name)}=***`;
    });
  return `${path}?${query.join('&')}`;
}

/** Fields an error may carry that name a place in the schema or the code, never a value. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'detail',
  'hint',
  'errno',
  'syscall',
] as const;

/** An error as it may be logged: no parameters of a failed query, no field that could carry input. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubText(error) : error;
  const fields = error as Error & Record<string, unknown>;
  const message = scrubText(error.message);
  // The stack opens with the message; it is written again from the scrubbed one.
  const stack = error.stack?.startsWith(`${error.name}: ${error.message}`)
    ? `${error.name}: ${message}${scrubText(error.stack.slice(error.name.length + 2 + error.message.length))}`
    : error.stack && scrubText(error.stack);
  const logged: Record<string, unknown> = { type: error.constructor?.name ?? error.name, message, stack };
  for (const field of ERROR_FIELDS) {
    const value = fields[field];
    if (value !== undefined) logged[field] = typeof value === 'string' ? scrubText(value) : value;
  }
  if (error.cause !== undefined && depth < 4) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/** Fields whose value is personal data or a secret, wherever a log call names them. */
const PERSONAL_FIELDS = [
  'phone',
  'username',
  'password',
  'token',
  'smsCode',
  // Two-step sign-in: its ticket, a TOTP secret, recovery codes.
  'ticket',
  'secret',
  'recoveryCodes',
  'idCard',
  'card',
  'truename',
  'realName',
  'authorization',
  'cookie',
];
const REDACT_PATHS = [
  ...PERSONAL_FIELDS,
  ...PERSONAL_FIELDS.map((field) => `*.${field}`),
  'body',
  '*.body',
  'req.headers',
];

type LoggerOptions = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/**
 * The app's logger options with the rules above: serializers for requests, errors and URLs, masked personal
 * fields, and scrubbed message text. `false` (no logging) stays so.
 */
export function privateLogging(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options: LoggerOptions = logger === true ? {} : logger;
  return {
    ...options,
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: Error) => serializeError(error) as { type: string; message: string; stack: string },
      error: serializeError,
      url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
    },
    redact: {
      paths: REDACT_PATHS,
      censor: (value: unknown, path: string[]) =>
        typeof value === 'string' && path.at(-1) === 'phone' ? maskPhone(value) : '[redacted]',
    },
    hooks: {
      // Message strings (`Route GET:/client/checkExist/138... not found`) are scrubbed like any other text.
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
