import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startBanner } from './conveniences.ts';
import { normaliseLegacyIdCards } from './features/accounts/index.ts';
import { ensureSearchIndexCurrent } from './features/search/index.ts';
import { openCache } from './platform/cache/index.ts';
import { openDatabase } from './platform/db/client.ts';
import { openStorage } from './platform/storage/index.ts';
import { DEMO_VISITOR, retireDemoVisitor } from './seed/accounts.ts';
import { demoImages } from './seed/demo-art/index.ts';
import { seedDemoContent } from './seed/index.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, retireDemoStaff } from './seed/staff.ts';

/** The process: configuration, migrations, the app, demo content on a new installation, listening. */
async function start() {
  const config = loadConfig();
  const database = openDatabase(config);
  await database.migrate();
  const storage = openStorage(config);
  const cache = openCache({ redisUrl: config.redisUrl });
  // The demo art draws the demo content's pictures and the generated covers when first asked for.
  const { app, ctx } = await buildApp({ config, database, cache, storage, generatedImages: demoImages });
  if (config.seedDemo) {
    await seedDemoContent({
      db: database.db,
      storage,
      config,
      clock: ctx.clock,
      log: (m) => app.log.info(m),
    });
  }
  if (config.env === 'production' && (await retireDemoVisitor(database.db))) {
    app.log.warn(
      'the demo visitor of a development data folder was suspended: production has no demo account',
    );
  }
  if (config.env === 'production') {
    const retired = await retireDemoStaff(database.db);
    if (retired.length) {
      app.log.warn(
        { usernames: retired },
        'demo staff of a development data folder were disabled: make an administrator with `npm run staff -- add USERNAME --role admin`',
      );
    }
  }
  const idCards = await normaliseLegacyIdCards(database.db, ctx.personalData);
  if (idCards?.rewritten || idCards?.conflicts) {
    app.log.info(idCards, 'ID numbers verified in the 15-digit form rewritten as 18 digits');
  }
  const reindexed = await ensureSearchIndexCurrent(database.db, ctx.clock);
  if (reindexed !== null) app.log.info({ documents: reindexed }, 'search index rebuilt for a new tokenizer');
  // The seed command (or SQL by hand) may have written since the shared store's values were kept: list totals and
  // search rankings of the old rows would otherwise be read for their ttl (Redis outlives a restart).
  await ctx.answers.invalidate();

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await cache.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Thousands connect in the second a day's places open: a deep accept queue (the kernel caps it at somaxconn)
  // keeps them waiting for their turn rather than refused (Node's default is 511).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  console.info(
    startBanner(config, DEMO_VISITOR, {
      usernames: DEMO_STAFF.map((member) => member.username),
      password: DEMO_STAFF_PASSWORD,
    }),
  );
  app.log.info(
    { database: database.kind, cache: cache.kind, url: `http://localhost:${config.port}` },
    'museum site ready',
  );
}

start().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
