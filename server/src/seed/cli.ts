import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { rebuildSearchIndex } from '../features/search/index.ts';
import { openCache } from '../platform/cache/index.ts';
import { createMuseumClock } from '../platform/clock.ts';
import { openDatabase } from '../platform/db/client.ts';
import { renewSharedAnswers } from '../platform/http/shared-answers.ts';
import { openStorage } from '../platform/storage/index.ts';
import { seedDemoContent } from './index.ts';
import { seedSyntheticCollection, seedSyntheticContent } from './scale.ts';

/** `npm run seed [-- --scale N]`: migrations, the demo content, and optionally synthetic items for benchmarks
 * (N exhibitions and N collection works, N/10 of every other module). */
const { values } = parseArgs({ options: { scale: { type: 'string' } } });
const scale = values.scale ? Number(values.scale) : 0;
if (!Number.isInteger(scale) || scale < 0) {
  console.error('--scale takes a whole number, e.g. --scale 100000');
  process.exit(1);
}

const config = loadConfig();
const database = openDatabase(config);
try {
  await database.migrate();
  const ctx = {
    db: database.db,
    storage: openStorage(config),
    config,
    clock: createMuseumClock(config.timezone),
    log: (m: string) => console.info(m),
  };
  const seeded = await seedDemoContent(ctx);
  console.info(seeded ? 'Demo content written.' : 'Demo content was already there.');
  if (scale > 0) {
    await seedSyntheticCollection(ctx, scale);
    await seedSyntheticContent(ctx, scale);
    console.info(
      `Added ${scale} exhibitions and collection works and ${Math.round(scale / 10)} items of every other module; indexed ${await rebuildSearchIndex(ctx.db, ctx.clock)} for search.`,
    );
    // Fresh statistics, so that the planner knows the tables are no longer small; and the visibility map, so
    // that a list's page of ids is read off its index alone (PGlite runs no autovacuum).
    await ctx.db.execute(sql`vacuum analyze`);
  }
  // Servers running beside this command keep list totals and details in Redis until content next changes; a new
  // generation makes them count the new rows now. (A server without Redis keeps its own, for its ttl at most.)
  if ((seeded || scale > 0) && config.redisUrl) {
    const cache = openCache({ redisUrl: config.redisUrl });
    try {
      await renewSharedAnswers(cache);
      console.info('Shared answers renewed: running servers show the new content.');
    } catch (error) {
      console.warn(
        `Shared answers not renewed (${String(error)}): running servers show the new content within 10 minutes.`,
      );
    } finally {
      await cache.close();
    }
  }
} finally {
  await database.close();
}
