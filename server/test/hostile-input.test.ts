import { randomUUID } from 'node:crypto';
import { Messages } from '@museum/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore } from '../src/features/accounts/index.ts';
import { addDays } from '../src/platform/clock.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { createSignedInUser, type TestUser, testIdCard } from './helpers/users.ts';

/**
 * What an attacker sends first, to every route the server has: a NUL byte (PostgreSQL refuses it in text), an
 * integer beyond PostgreSQL's `integer`, and values of the wrong type, in every path parameter, query parameter
 * and body field, alone or inside an otherwise sensible request. None may answer HTTP 5xx, nor the generic
 * "server error" of an unexpected failure; a NUL or a huge integer that turns a successful request into
 * another success has slipped past the shared schemas.
 */

const NUL = 'a\u0000b';
const HUGE = 2 ** 40;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

let t: TestApp;
let visitor: TestUser;
const errorLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ API_DOCS: 'true', SMS_IP_HOURLY_LIMIT: '100000' }, undefined, undefined, {
    level: 'error',
    stream: { write: (line: string) => void errorLines.push(line) },
  });
  await t.seed();
  visitor = await createSignedInUser(t, { realName: { name: '王芳', idCard: testIdCard(900) } });
}, 120_000);
afterAll(() => t.close());

/** Values that make a request sensible, by field name, where the schema alone does not say. */
function sensibleValues(): Record<string, unknown> {
  const today = t.ctx.clock.today();
  return {
    phone: '13900000001',
    value: '13900000001',
    username: '13900000001',
    password: 'Museum2026',
    newPwd: 'Museum2026',
    oldPwd: 'Museum2026',
    smsCode: '123456',
    code: '1234',
    uuid: randomUUID(),
    state: 'abcdefghijklmnop1234',
    truename: '王芳',
    card: testIdCard(901),
    name: '王芳',
    people: '王芳',
    nickname: '观众',
    intro: '一件藏品的简介',
    fileUrl: '/files/uploads/none.pdf',
    applyTime: addDays(today, 1),
    startTime: addDays(today, 10),
    endTime: addDays(today, 20),
    resId: 1,
    id: 1,
    module: 1,
    num: 1,
    age: 30,
    sex: 1,
    keyword: '山水',
    year: 2026,
    avatar: null,
    ext: 'pdf',
    dictType: 'exhibition_type',
  };
}

const branches = (schema: JsonSchema) => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];
const typesOf = (schema: JsonSchema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...branches(schema).flatMap(typesOf),
];
/** A number and nothing else (an id that may also be text, a culId, is text). */
const isNumeric = (schema: JsonSchema) => {
  const types = typesOf(schema);
  return types.some((type) => type === 'integer' || type === 'number') && !types.includes('string');
};

/** A value the schema takes: its constant, a sensible value for the field, its default, or one of its type. */
function sample(schema: JsonSchema, name?: string): unknown {
  const known = sensibleValues();
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (name && name in known) return known[name];
  if (schema.default !== undefined) return schema.default;
  const [first] = branches(schema);
  if (first && !schema.type) return sample(first, name);
  const types = typesOf(schema);
  if (types.includes('object') || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property, key)]),
    );
  }
  if (types.includes('array')) return [sample(schema.items ?? {})];
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return 'a';
}

/** Every place in a body a value can go: its properties, the items of its arrays, and theirs. */
function leaves(
  schema: JsonSchema,
  path: (string | number)[] = [],
  depth = 0,
): [(string | number)[], JsonSchema][] {
  if (depth > 3) return [];
  const found: [(string | number)[], JsonSchema][] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    found.push([[...path, key], property], ...leaves(property, [...path, key], depth + 1));
  }
  if (schema.items) found.push(...leaves(schema.items, [...path, 0], depth + 1));
  for (const branch of branches(schema)) found.push(...leaves(branch, path, depth + 1));
  return found;
}

function withValue(body: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const step of path.slice(0, -1)) {
    if (typeof at[step] !== 'object' || at[step] === null) at[step] = typeof step === 'number' ? [] : {};
    at = at[step] as Record<string | number, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

interface Probe {
  label: string;
  request: InjectOptions;
  /** NUL or a huge integer where the schema takes text or a number: must not succeed when the baseline does. */
  mustBeRefused: boolean;
}

function probesOf(method: string, path: string, operation: Operation): Probe[] {
  const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
  const body = operation.requestBody?.content['application/json']?.schema;
  const values = new Map(parameters.map((p) => [p, sample(p.schema ?? {}, p.name)]));
  const build = (
    override?: { parameter: Parameter; raw: string | string[] },
    payload?: unknown,
  ): InjectOptions => {
    let url = path;
    const query: string[] = [];
    for (const parameter of parameters) {
      const raw =
        override?.parameter === parameter ? override.raw : encodeURIComponent(String(values.get(parameter)));
      if (parameter.in === 'path') {
        url = url.replace(`{${parameter.name}}`, String(raw));
      } else {
        for (const one of Array.isArray(raw) ? raw : [raw])
          query.push(`${encodeURIComponent(parameter.name)}=${one}`);
      }
    }
    const sent = payload !== undefined ? payload : body ? sample(body) : undefined;
    return {
      method: method.toUpperCase() as InjectOptions['method'],
      url: query.length ? `${url}?${query.join('&')}` : url,
      headers: {
        authorization: `Bearer ${visitor.token}`,
        ...(sent !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(sent !== undefined ? { payload: JSON.stringify(sent) } : {}),
    };
  };

  const name = `${method.toUpperCase()} ${path}`;
  const probes: Probe[] = [{ label: `${name} (baseline)`, request: build(), mustBeRefused: false }];
  for (const parameter of parameters) {
    const numeric = isNumeric(parameter.schema ?? {});
    const at = `${name} ${parameter.in} ${parameter.name}`;
    probes.push(
      {
        label: `${at} = NUL`,
        request: build({ parameter, raw: encodeURIComponent(NUL) }),
        mustBeRefused: true,
      },
      { label: `${at} = 2^40`, request: build({ parameter, raw: String(HUGE) }), mustBeRefused: numeric },
      { label: `${at} = -2^40`, request: build({ parameter, raw: String(-HUGE) }), mustBeRefused: numeric },
      { label: `${at} = true`, request: build({ parameter, raw: 'true' }), mustBeRefused: false },
      { label: `${at} = 1e400`, request: build({ parameter, raw: '1e400' }), mustBeRefused: numeric },
    );
    if (parameter.in === 'query') {
      probes.push({
        label: `${at} = [a, b]`,
        request: build({ parameter, raw: ['a', '1'] }),
        mustBeRefused: false,
      });
    }
  }
  if (body) {
    const baseline = sample(body);
    probes.push(
      { label: `${name} body = []`, request: build(undefined, []), mustBeRefused: false },
      { label: `${name} body = "NUL"`, request: build(undefined, NUL), mustBeRefused: false },
    );
    for (const [path, schema] of leaves(body)) {
      const numeric = isNumeric(schema);
      const at = `${name} body ${path.join('.')}`;
      const mutate = (value: unknown) => build(undefined, withValue(baseline, path, value));
      probes.push(
        { label: `${at} = NUL`, request: mutate(NUL), mustBeRefused: true },
        { label: `${at} = 2^40`, request: mutate(HUGE), mustBeRefused: numeric },
        { label: `${at} = {}`, request: mutate({ $gt: '' }), mustBeRefused: false },
        { label: `${at} = [NUL]`, request: mutate([NUL]), mustBeRefused: false },
        { label: `${at} = true`, request: mutate(true), mustBeRefused: false },
        { label: `${at} = null`, request: mutate(null), mustBeRefused: false },
      );
    }
  }
  return probes;
}

describe('every route, under hostile input', () => {
  it('answers a clear message, never a server error', async () => {
    const document = (await t.app.inject({ url: '/prod-api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
    );
    // The document lists every route the features registered (the docs themselves aside).
    expect(operations.length).toBeGreaterThan(80);

    const sessions = createSessionStore(t.db);
    const failures: string[] = [];
    const slipped: string[] = [];
    let sent = 0;
    for (const { method, path, operation } of operations) {
      // A fresh session per route: one route (sign-out, closing the account) may end the last one.
      visitor.token = await sessions.create(visitor.id);
      let baselineSucceeded = false;
      for (const probe of probesOf(method, path, operation)) {
        const response = await t.app.inject(probe.request);
        sent += 1;
        let answer: { code?: number; msg?: string } = {};
        try {
          answer = response.json();
        } catch {
          // Pages, files and images answer in their own formats.
        }
        if (response.statusCode >= 500 || answer.msg === Messages.serverError) {
          failures.push(`${probe.label} → HTTP ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
        if (probe.label.endsWith('(baseline)')) baselineSucceeded = answer.code === 200;
        else if (probe.mustBeRefused && baselineSucceeded && answer.code === 200) slipped.push(probe.label);
      }
    }
    expect(sent).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
    expect(slipped).toEqual([]);
    expect(errorLines).toEqual([]);
  }, 60_000);
});
