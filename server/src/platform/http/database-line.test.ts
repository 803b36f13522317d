import { ContentPaths, Messages } from '@museum/shared';
import { MessagesEn } from '@museum/shared/english';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { openPglite } from '../db/client.ts';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from './database-line.ts';

/** A line for a few requests only, so that a burst of visitors passes it. */
const LIMIT = 4;
const HOLD_PATH = '/prod-api/test/hold';
let t: TestApp;

/** Requests to HOLD_PATH query the database, then keep their place in the line until `release`. */
let holders = 0;
let release = () => {};
const released = () => new Promise<void>((resolve) => (release = resolve));
let gate = released();

beforeAll(async () => {
  // The embedded database whatever the engine of the run: the line is its own. Answers are shared, as in
  // production; every request of a burst below is another question, so each computes its own.
  t = await createTestApp(
    { DB_QUEUE_LIMIT: String(LIMIT), PUBLIC_CACHE_SECONDS: '60' },
    (app) => {
      app.get(HOLD_PATH, async () => {
        await t.db.execute(sql`select 1`);
        holders += 1;
        await gate;
        return { code: 200 };
      });
    },
    undefined,
    false,
    undefined,
    openPglite(),
  );
  await t.seed();
});
afterAll(() => t.close());

describe('the embedded database line', () => {
  it('answers a burst past its bound with 503 and Retry-After at once, and serves the rest', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/prod-api${ContentPaths.exhibitionList}?pageSize=${i + 1}`,
        }),
      ),
    );
    const refused = burst.filter((response) => response.statusCode === 503);
    const served = burst.filter((response) => response.statusCode === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThan(0);
    expect(refused.length + served.length).toBe(burst.length);
    for (const response of refused) {
      expect(response.headers['retry-after']).toBe(String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ code: 503, msg: Messages.databaseBusy });
    }
    for (const response of served) expect(response.json().code).toBe(200);

    // The line empties as the queries finish: the next visitor is served.
    const after = await t.app.inject({ method: 'GET', url: `/prod-api${ContentPaths.exhibitionList}` });
    expect(after.json().code).toBe(200);
  });

  it('lets a burst within its bound wait its turn', async () => {
    const burst = await Promise.all(
      Array.from({ length: LIMIT }, (_, i) =>
        t.app.inject({ method: 'GET', url: `/prod-api${ContentPaths.noticeList}?pageSize=${i + 1}` }),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(LIMIT).fill(200));
  });

  it('serves a shared answer while the line is full: only what needs the database waits for it', async () => {
    const shared = `/prod-api${ContentPaths.noticeList}?pageSize=5`;
    const before = await t.app.inject({ method: 'GET', url: shared });
    expect(before.json().code).toBe(200);

    gate = released();
    holders = 0;
    const holding = Array.from({ length: LIMIT }, () => t.app.inject({ method: 'GET', url: HOLD_PATH }));
    while (holders < LIMIT) await new Promise((resolve) => setTimeout(resolve, 5));

    const kept = await t.app.inject({ method: 'GET', url: shared });
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toBe(before.body);
    const fresh = await t.app.inject({
      method: 'GET',
      url: `/prod-api${ContentPaths.noticeList}?pageSize=6`,
    });
    expect(fresh.statusCode).toBe(503);
    expect(fresh.json()).toEqual({ code: 503, msg: Messages.databaseBusy });
    // In English to a call that asks for it (docs/PRODUCT.md "English").
    const english = await t.app.inject({
      method: 'GET',
      url: `/prod-api${ContentPaths.noticeList}?pageSize=7`,
      headers: { 'accept-language': 'en' },
    });
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({ code: 503, msg: MessagesEn.databaseBusy });

    release();
    expect((await Promise.all(holding)).map((response) => response.statusCode)).toEqual(
      Array(LIMIT).fill(200),
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/prod-api${ContentPaths.noticeList}?pageSize=6`,
    });
    expect(after.json().code).toBe(200);
  });
});
