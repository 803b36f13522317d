import path from 'node:path';
import type { Config } from '../../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { ObjectStorage } from './storage.ts';

export type { ObjectStorage } from './storage.ts';
export { LocalStorage, S3Storage };

/** An S3-compatible bucket when S3_BUCKET is set; local disk under DATA_DIR otherwise. */
export function openStorage(options: Pick<Config, 'dataDir' | 's3'>): ObjectStorage {
  return options.s3 ? new S3Storage(options.s3) : new LocalStorage(path.join(options.dataDir, 'files'));
}
