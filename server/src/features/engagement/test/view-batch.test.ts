import { ContentType, EngagementPaths } from '@museum/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { notices } from '../../content/tables.ts';
import { dailyHits, hitCounts } from '../tables.ts';
import { viewBatchOf } from '../view-batch.ts';

let t: TestApp;
let resId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.seed();
  resId = String((await t.db.select({ id: notices.id }).from(notices).limit(1))[0]!.id);
});
afterAll(() => t.close());

const view = (app: TestApp, browser: string) =>
  app.api('POST', EngagementPaths.saveLog, {
    payload: { module: ContentType.notice, resId },
    headers: { 'user-agent': browser },
  });

/** What is written of the notice's views: its total and today's count. */
async function stored(app: TestApp) {
  const item = and(eq(hitCounts.module, ContentType.notice), eq(hitCounts.resId, resId));
  const [total] = await app.db.select({ views: hitCounts.views }).from(hitCounts).where(item);
  const [today] = await app.db
    .select({ views: dailyHits.views })
    .from(dailyHits)
    .where(
      and(
        eq(dailyHits.module, ContentType.notice),
        eq(dailyHits.resId, resId),
        eq(dailyHits.day, app.ctx.clock.today()),
      ),
    );
  return { total: total?.views ?? 0, today: today?.views ?? 0 };
}

describe('view counts written in batches', () => {
  it('shows views at once and writes them, total and day together, when the batch is flushed', async () => {
    const before = await stored(t);
    const answers = await Promise.all(['a', 'b', 'c'].map((browser) => view(t, `batch-browser-${browser}`)));
    expect(answers.every((answer) => answer.data.counted)).toBe(true);
    // Counted views show at once in this process, written or not.
    for (const answer of answers) expect(answer.data.viewCount).toBeGreaterThan(before.total);
    await viewBatchOf(t.ctx).flush();
    expect(await stored(t)).toEqual({ total: before.total + 3, today: before.today + 3 });
    expect(viewBatchOf(t.ctx).pendingOf(ContentType.notice, resId)).toBe(0);
    // Nothing is counted twice: the detail shows the written total only.
    const counts = await t.api('GET', EngagementPaths.actionState, {
      query: { module: String(ContentType.notice), resId },
    });
    expect(counts.data.viewCount).toBe(before.total + 3);
  });

  it('writes the views still pending when the server closes', async () => {
    const closing = await createTestApp();
    await closing.seed();
    try {
      expect((await view(closing, 'closing-browser')).data.counted).toBe(true);
      await closing.app.close();
      expect(await stored(closing)).toEqual({ total: 1, today: 1 });
    } finally {
      await closing.cache.close();
      await closing.database.close();
    }
  });
});
