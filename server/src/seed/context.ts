import type { Config } from '../config.ts';
import type { MuseumClock } from '../platform/clock.ts';
import type { Database } from '../platform/db/client.ts';
import type { ObjectStorage } from '../platform/storage/index.ts';

export interface SeedContext {
  db: Database;
  storage: ObjectStorage;
  config: Config;
  clock: MuseumClock;
  log: (message: string) => void;
}

export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}
