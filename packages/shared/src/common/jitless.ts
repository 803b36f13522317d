/**
 * In a browser the site runs under a Content-Security-Policy without 'unsafe-eval'. zod compiles its fast object
 * parsers with `new Function`, which the policy refuses and reports (even though zod then falls back), and it
 * decides so as each schema is built: hence here, before the contract builds any, and in a browser only.
 *
 * Through the object zod keeps its configuration in (`z.config()` returns it; zod creates it only if absent), so
 * that every page need not load zod's core to set one flag: zod comes with the first screen that validates.
 * test/jitless.test.ts holds zod to it.
 */
const zodHolder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if ('document' in globalThis) {
  zodHolder.__zod_globalConfig ??= {};
  zodHolder.__zod_globalConfig.jitless = true;
}
