import { ContentPaths, Messages } from '@museum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app.ts';
import { openPglite } from '../db/client.ts';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from './database-line.ts';

/** A line for a few requests only, so that a burst of visitors passes it. */
const LIMIT = 4;
let t: TestApp;

beforeAll(async () => {
  // The embedded database whatever the engine of the run: the line is its own.
  t = await createTestApp(
    { DB_QUEUE_LIMIT: String(LIMIT) },
    undefined,
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
          url: `/prod-api${ContentPaths.exhibitionList}?pageNum=${(i % 4) + 1}`,
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
      Array.from({ length: LIMIT }, () =>
        t.app.inject({ method: 'GET', url: `/prod-api${ContentPaths.noticeList}` }),
      ),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(LIMIT).fill(200));
  });
});
