import type { ValueOf } from './labelled.ts';
/** Business codes carried in the body; the HTTP status stays 200 (docs/spec §8). Kept apart from the envelope's
 * schemas, so the request layer reads them without loading zod. */
export const ResultCode = { ok: 200, unauthorized: 401, error: 500, warn: 601 } as const;
export type ResultCode = ValueOf<typeof ResultCode>;
