import { z } from 'zod';

/**
 * In a browser the site runs under a Content-Security-Policy without 'unsafe-eval'. zod compiles its fast object
 * parsers with `new Function`, which the policy refuses and reports (even though zod then falls back), and it
 * decides so as each schema is built: hence here, before the contract builds any, and in a browser only.
 */
if ('document' in globalThis) z.config({ jitless: true });
