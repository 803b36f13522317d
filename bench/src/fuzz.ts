import { idCardCheckDigit, Messages } from '@museum/shared';
import { pool } from './http.ts';

/** The part of JSON Schema the OpenAPI document of the server uses. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: Schema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
}

/** One request of the fuzz: a path with its parameters filled in, and perhaps a JSON body. */
interface Probe {
  method: string;
  url: string;
  body?: unknown;
  /** The body as text when it is not JSON of a value (a truncated document). */
  rawBody?: string;
}

export interface FuzzOutcome {
  operations: number;
  requests: number;
  /** Server errors: the request and what it got. */
  failures: { request: string; answer: string }[];
  /** 503 answers with Retry-After (the image queue was full): allowed, counted apart. */
  busy: number;
  /** Answers by HTTP status, e.g. "200 × 1 200, 404 × 31". */
  statuses: string;
  /** The ten most frequent answers (status, code, message): what the fuzz reached. */
  messages: string;
}

const HUGE = 2 ** 40;
const NUL = 'a\u0000b';
const CONCURRENCY = 8;
/** Last: they end the session the rest of the fuzz runs in. */
const LAST = ['GET /prod-api/client/signOut', 'DELETE /prod-api/client/account'];

const typeOf = (schema: Schema): string | undefined => {
  if (schema.anyOf) return typeOf(schema.anyOf.find((s) => s.type !== 'null') ?? {});
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};
const isNumeric = (schema: Schema) => ['integer', 'number'].includes(typeOf(schema) ?? '');
/** Ids are attacked with 2^40 whatever their declared type (some are strings). */
const isIdLike = (name: string, schema: Schema) => isNumeric(schema) || /(^id$|Id$|^\*$)/.test(name);

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

/** A plausible string for a field, by its name, so that the other fields of a request pass validation. */
function sampleString(name: string, schema: Schema, phone: string): string {
  const samples: [RegExp, string][] = [
    [/phone|username/i, phone],
    [/pwd|password/i, 'Fuzz2026abc'],
    [/smsCode/i, '123456'],
    [/^card$/, `11010519900307123${idCardCheckDigit('11010519900307123')}`],
    [/truename|^name$|people/i, '张三'],
    [/time|day|date/i, tomorrow()],
    [/url|avatar/i, '/files/uploads/1/0123456789abcdef/1700000000000-a.png'],
    [/keyword/i, '美术'],
    [/^kind$/, 'media'],
    [/^ext$/, 'png'],
    [/^type$/, 'signIn'],
    [/^region$/, 'full'],
    [/^size$/, 'max'],
    [/^rotation$/, '0'],
    [/^quality$/, 'default.jpg'],
    [/^\*$/, 'uploads/1/0123456789abcdef/1700000000000-a.png'],
    [/(^id$|Id$)/, '1'],
    [/intro|nickname/i, '测试'],
  ];
  const sample = samples.find(([pattern]) => pattern.test(name))?.[1] ?? 'a';
  return sample.slice(0, schema.maxLength ?? sample.length);
}

/** A value of `schema` most likely to be valid: every request then differs from a valid one in one field. */
function baseValue(name: string, schema: Schema, phone: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, s]) => [key, baseValue(key, s, phone)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        baseValue(name, schema.items ?? {}, phone),
      );
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    default:
      return sampleString(name, schema, phone);
  }
}

/** The values a field is given in turn: a NUL byte, 2^40, and values of the wrong type. */
function badValues(name: string, schema: Schema): { label: string; value: unknown }[] {
  const type = typeOf(schema);
  const values: { label: string; value: unknown }[] = [];
  if (type === undefined || type === 'string') values.push({ label: 'NUL', value: NUL });
  if (isIdLike(name, schema)) values.push({ label: '2^40', value: HUGE });
  if (type !== 'object') values.push({ label: 'object', value: { a: 1 } });
  if (type !== 'array') values.push({ label: 'array', value: [1] });
  values.push(type === 'boolean' ? { label: 'string', value: 'true' } : { label: 'boolean', value: true });
  return values;
}

/** Every field of a JSON body (at any depth; the first element of an array), with its schema. */
function bodyFields(
  schema: Schema,
  at: (string | number)[] = [],
): { at: (string | number)[]; schema: Schema }[] {
  const fields: { at: (string | number)[]; schema: Schema }[] = [];
  const resolved = schema.anyOf?.find((s) => s.type !== 'null') ?? schema;
  if (typeOf(resolved) === 'object') {
    for (const [key, child] of Object.entries(resolved.properties ?? {})) {
      fields.push({ at: [...at, key], schema: child }, ...bodyFields(child, [...at, key]));
    }
  }
  if (typeOf(resolved) === 'array' && resolved.items) {
    fields.push({ at: [...at, 0], schema: resolved.items }, ...bodyFields(resolved.items, [...at, 0]));
  }
  return fields;
}

function withValue(base: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** A query parameter as the wire carries it: arrays repeat the name, objects use brackets. */
function queryPart(name: string, value: unknown): string {
  const key = encodeURIComponent(name);
  if (Array.isArray(value)) return value.map((v) => `${key}=${encodeURIComponent(String(v))}`).join('&');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([k, v]) => `${key}%5B${encodeURIComponent(k)}%5D=${encodeURIComponent(String(v))}`)
      .join('&');
  }
  return `${key}=${encodeURIComponent(String(value))}`;
}

/** A path parameter as text: wrong types as their JSON. */
const pathText = (value: unknown) =>
  encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value));

function urlOf(op: Operation, values: Map<string, unknown>): string {
  let url = op.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    if (!values.has(p.name)) continue;
    const value = values.get(p.name);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, pathText(value));
    else if (p.in === 'query') query.push(queryPart(p.name, value));
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Every request of the fuzz for one operation: each parameter and body field in turn given each bad value. */
function probesOf(op: Operation, phone: string): Probe[] {
  const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
  const baseParams = new Map(params.map((p) => [p.name, baseValue(p.name, p.schema ?? {}, phone)]));
  const baseBody = op.body ? baseValue('', op.body, phone) : undefined;
  const probes: Probe[] = [];
  for (const p of params) {
    for (const { value } of badValues(p.name, p.schema ?? {})) {
      // On the wire every parameter is text: a NUL byte goes into numeric ones too.
      const values = new Map(baseParams).set(p.name, value);
      probes.push({ method: op.method, url: urlOf(op, values), body: baseBody });
    }
    if (isNumeric(p.schema ?? {})) {
      probes.push({
        method: op.method,
        url: urlOf(op, new Map(baseParams).set(p.name, NUL)),
        body: baseBody,
      });
    }
  }
  if (op.body) {
    const url = urlOf(op, baseParams);
    for (const field of bodyFields(op.body)) {
      for (const { value } of badValues(String(field.at.at(-1)), field.schema)) {
        probes.push({ method: op.method, url, body: withValue(baseBody, field.at, value) });
      }
    }
    // The whole body of the wrong type, and a truncated document.
    for (const body of [[1], 'text', true]) probes.push({ method: op.method, url, body });
    probes.push({ method: op.method, url, rawBody: '{"a":' });
  }
  return probes;
}

async function operationsOf(base: string): Promise<Operation[]> {
  const response = await fetch(`${base}/prod-api/openapi.json`);
  if (!response.ok)
    throw new Error(`GET /prod-api/openapi.json answered ${response.status} (is API_DOCS=true?)`);
  const document = (await response.json()) as {
    paths: Record<
      string,
      Record<
        string,
        { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  const rank = (op: Operation) => LAST.indexOf(`${op.method} ${op.path}`);
  return operations.sort((a, b) => rank(a) - rank(b));
}

const describeProbe = (probe: Probe) => {
  const body = probe.rawBody ?? (probe.body === undefined ? '' : JSON.stringify(probe.body));
  return `${probe.method} ${probe.url}${body ? ` ${body}` : ''}`.slice(0, 400);
};

/**
 * Sends every probe of every operation of the server's OpenAPI document, signed in as `token`; a server error is
 * an answer of HTTP 5xx (but a 503 with Retry-After) or the generic "服务器开小差了" message, or no answer at all.
 */
export async function fuzzRoutes(
  base: string,
  visitor: { token: string; phone: string; headers: Record<string, string> },
): Promise<FuzzOutcome> {
  const operations = await operationsOf(base);
  const probes = operations.flatMap((op) => probesOf(op, visitor.phone));
  const statuses = new Map<string, number>();
  const failures: FuzzOutcome['failures'] = [];
  const messages = new Map<string, number>();
  let busy = 0;
  await pool(probes, CONCURRENCY, async (probe) => {
    const headers: Record<string, string> = {
      ...visitor.headers,
      authorization: `Bearer ${visitor.token}`,
      'accept-encoding': 'identity',
    };
    const hasBody = probe.rawBody !== undefined || probe.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';
    let status: number;
    let text: string;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(`${base}${probe.url}`, {
        method: probe.method,
        headers,
        body: hasBody ? (probe.rawBody ?? JSON.stringify(probe.body)) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      statuses.set('none', (statuses.get('none') ?? 0) + 1);
      failures.push({ request: describeProbe(probe), answer: `no answer (${(error as Error).message})` });
      return;
    }
    statuses.set(String(status), (statuses.get(String(status)) ?? 0) + 1);
    let msg: unknown;
    let code: unknown;
    try {
      ({ msg, code } = JSON.parse(text) as { msg?: unknown; code?: unknown });
    } catch {
      msg = undefined;
    }
    const kind = `${status} ${code ?? '-'} ${typeof msg === 'string' ? msg : text.slice(0, 40)}`;
    messages.set(kind, (messages.get(kind) ?? 0) + 1);
    if (status === 503 && retryAfter) {
      busy += 1;
      return;
    }
    if (status >= 500 || msg === Messages.serverError) {
      failures.push({ request: describeProbe(probe), answer: `${status} ${text.slice(0, 200)}` });
    }
  });
  return {
    operations: operations.length,
    requests: probes.length,
    failures,
    busy,
    statuses: [...statuses]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([status, n]) => `${status} × ${n}`)
      .join(', '),
    messages: [...messages]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([kind, n]) => `${n} × "${kind}"`)
      .join(', '),
  };
}
