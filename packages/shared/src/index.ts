/**
 * The contract between the site and the server: one folder per feature (paths, schemas, messages), with what
 * every feature uses in `common/`. Both sides import from here.
 */
// First, before any schema is built (see the file).
import './common/jitless.ts';

export * from './accounts/index.ts';
export * from './applications/index.ts';
export * from './collection/index.ts';
export * from './common/index.ts';
export * from './content/index.ts';
export * from './dashboard/index.ts';
export * from './donations/index.ts';
export * from './engagement/index.ts';
export * from './entry/index.ts';
export * from './files/index.ts';
export * from './images/index.ts';
export * from './messages/index.ts';
export * from './orders/index.ts';
export * from './publishing/index.ts';
export * from './search/index.ts';
export * from './site/index.ts';
export * from './staff/index.ts';
export * from './venues/index.ts';
