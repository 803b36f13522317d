import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Cache } from './cache/index.ts';
import type { MuseumClock } from './clock.ts';
import type { PersonalDataCipher } from './crypto/personal-data.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import type { CountOf } from './db/paging.ts';
import type { DomainEvents } from './events.ts';
import type { SharedAnswers } from './http/shared-answers.ts';
import type { ImageVariants } from './images/variants.ts';
import type { ObjectStorage } from './storage/index.ts';

/** What every feature's services and routes are built from: configuration and the platform's adapters. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  cache: Cache;
  /** Public read answers shared between visitors for a few seconds. */
  answers: SharedAnswers;
  /** Totals of public lists, kept until published content changes. */
  totals: CountOf;
  personalData: PersonalDataCipher;
  storage: ObjectStorage;
  /** Resized copies of stored images, and the queue every heavy image job waits in. */
  images: ImageVariants;
  /** The museum's time zone: "now", "today" and day boundaries. */
  clock: MuseumClock;
  /** Announces what other features react to (see features/index.ts). */
  events: DomainEvents;
  log: FastifyBaseLogger;
}
