import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { SessionStore } from './modules/accounts/sessions.ts';
import type { ImageVariants } from './modules/images/variants.ts';
import type { Cache } from './platform/cache/index.ts';
import type { PersonalDataCipher } from './platform/crypto/personal-data.ts';
import type { Database, DatabaseHandle } from './platform/db/client.ts';
import type { SharedAnswers } from './platform/http/shared-answers.ts';
import type { ObjectStorage } from './platform/storage/index.ts';

/** What every domain's routes and services are built from. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  cache: Cache;
  /** Public read answers shared between visitors for a few seconds. */
  answers: SharedAnswers;
  sessions: SessionStore;
  personalData: PersonalDataCipher;
  storage: ObjectStorage;
  images: ImageVariants;
  log: FastifyBaseLogger;
}
