import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureSearchIndexCurrent } from './modules/search/indexer.ts';
import { openCache } from './platform/cache/index.ts';
import { openDatabase } from './platform/db/client.ts';
import { openStorage } from './platform/storage/index.ts';
import { seedDemoContent } from './seed/index.ts';

async function start() {
  const config = loadConfig();
  const database = openDatabase(config);
  await database.migrate();
  const storage = openStorage(config);
  const cache = openCache({ redisUrl: config.redisUrl });
  const app = await buildApp({ config, database, cache, storage });
  if (config.seedDemo) {
    await seedDemoContent({ db: database.db, storage, config, log: (message) => app.log.info(message) });
  }
  const reindexed = await ensureSearchIndexCurrent(database.db);
  if (reindexed !== null) app.log.info({ documents: reindexed }, 'search index rebuilt for a new tokenizer');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await cache.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, cache: cache.kind, url: `http://localhost:${config.port}` },
    'museum site ready',
  );
}

start().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
