/**
 * The second site of the suite: the same build reading a museum's own ICMS (the fixture of
 * server/test/icms-fixture.ts, on its own origin) through the server's proxy.
 */
export const ICMS_FIXTURE_PORT = Number(process.env.E2E_ICMS_PORT ?? 8283);
export const ICMS_FIXTURE_ORIGIN = `http://127.0.0.1:${ICMS_FIXTURE_PORT}`;
export const REMOTE_SITE_PORT = Number(process.env.E2E_REMOTE_SITE_PORT ?? 8182);
export const REMOTE_SITE = `http://localhost:${REMOTE_SITE_PORT}`;
