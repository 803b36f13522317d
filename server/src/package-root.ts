import path from 'node:path';

/**
 * The server package's folder (drizzle/ beside src/). This module sits directly in src/, and the built bundle
 * directly in dist/, so one folder up is the package whether the sources or the build are running.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
