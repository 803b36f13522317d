import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';

/** Routes that answer pages, files or images rather than the JSON envelope. */
const NOT_JSON = [
  /^\/files\//,
  /^\/iiif\/3\/\{id\}(\/\{region\}\/.*)?$/,
  /^\/prod-api\/wechat\/public\/(simulator|callback)$/,
  /^\/prod-api\/docs/,
  // The day's bookings as a CSV file for Excel.
  /^\/prod-api\/admin\/entry\/bookings\/export$/,
  // Attached documents, streamed to their owner or to staff.
  /\/files\/\{index\}$/,
];

describe('the API reference (API_DOCS=true)', () => {
  let t: TestApp;
  let document: any;
  beforeAll(async () => {
    t = await createTestApp({ API_DOCS: 'true' });
    document = (await t.app.inject({ url: '/prod-api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  it('is an OpenAPI 3.1 document of every route', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths).length).toBeGreaterThan(70);
    expect(
      document.paths['/prod-api/client/entry/apply'].post.requestBody.content['application/json'].schema,
    ).toMatchObject({ type: 'object', required: expect.arrayContaining(['applyTime', 'users', 'phone']) });
  });

  it('declares what every operation answers: a success with its content types, or a redirect', () => {
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const answers = Object.entries<any>(operation.responses ?? {});
        const declared = answers.some(
          ([status, answer]) =>
            /^3\d\d$/.test(status) ||
            (/^2\d\d$/.test(status) && Object.keys(answer.content ?? {}).length > 0),
        );
        if (!declared) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    const content = (path: string, method = 'get') =>
      Object.keys(document.paths[path][method].responses['200'].content);
    expect(content('/prod-api/admin/entry/bookings/export')).toEqual(['text/csv']);
    expect(content('/prod-api/wechat/public/simulator', 'post')).toEqual(['text/html']);
    expect(content('/iiif/3/{id}/{region}/{size}/{rotation}/{quality}')).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
    ]);
    expect(content('/files/{*}')).toEqual(expect.arrayContaining(['image/jpeg', 'application/pdf']));
    expect(content('/prod-api/admin/donations/{id}/files/{index}')).toContain('application/pdf');
    expect(document.paths['/iiif/3/{id}'].get.responses['303'].description).toBe("The image's info.json");
  });

  it('declares the answer of every JSON route, from the shared contract', () => {
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, any>>(document.paths)) {
      if (NOT_JSON.some((pattern) => pattern.test(path))) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.responses?.['200']?.content?.['application/json']?.schema) {
          undeclared.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(undeclared).toEqual([]);
    const list =
      document.paths['/prod-api/client/zhanlan/list'].get.responses['200'].content['application/json'];
    expect(list.schema.required).toEqual(['code', 'msg', 'total', 'rows']);
  });

  it('has a reference page', async () => {
    const page = await t.app.inject({ url: '/prod-api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the API reference by default outside development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is not served', async () => {
    expect((await t.app.inject({ url: '/prod-api/openapi.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/prod-api/docs/' })).statusCode).toBe(404);
  });
});
