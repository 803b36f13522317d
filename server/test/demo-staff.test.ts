import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { auditLog, staff } from '../src/features/staff/tables.ts';
import { staffSignIn } from '../src/features/staff/test/support.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, retireDemoStaff, seedDemoStaff } from '../src/seed/staff.ts';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo staff', () => {
  it('are seeded outside production, one per role, each signing in with the README’s password', async () => {
    expect(await seedDemoStaff(t.ctx)).toBe(true);
    for (const member of DEMO_STAFF) {
      const answer = await staffSignIn(t, member.username, DEMO_STAFF_PASSWORD);
      expect(answer, member.username).toMatchObject({ code: 200 });
      const me = await t.api('GET', '/admin/me', {
        headers: { authorization: `Bearer ${answer.data.token}` },
      });
      expect(me.data).toEqual({
        username: member.username,
        name: member.name,
        roles: [...member.roles],
        totpEnabled: false,
      });
    }
    // Once per installation: a demo account an admin changed or disabled stays so.
    expect(await seedDemoStaff(t.ctx)).toBe(false);
  });

  it('are never seeded in production', async () => {
    const config = loadConfig({
      ...PRODUCTION_TEST_ENV,
      DATA_DIR: t.config.dataDir,
      ALLOW_CONSOLE_SMS: 'true',
      ALLOW_WECHAT_SIMULATOR: 'true',
    });
    expect(await seedDemoStaff({ ...t.ctx, config })).toBe(false);
  });

  it('still using the published password are disabled when the data folder starts in production', async () => {
    const admin = await staffSignIn(t, 'admin', DEMO_STAFF_PASSWORD);
    const headers = { authorization: `Bearer ${admin.data.token}` };
    // The editor's password was changed: that account is the museum's own now and stays.
    const [editor] = await t.db.select().from(staff).where(eq(staff.username, 'editor'));
    expect(
      (await t.api('PUT', `/admin/staff/${editor!.id}`, { headers, payload: { password: 'Tianshan2027' } }))
        .code,
    ).toBe(200);

    expect((await retireDemoStaff(t.db)).sort()).toEqual(['admin', 'frontdesk', 'reviewer']);
    expect((await t.api('GET', '/admin/me', { headers })).code).toBe(401);
    expect((await staffSignIn(t, 'admin', DEMO_STAFF_PASSWORD)).code).toBe(500);
    expect((await staffSignIn(t, 'editor', 'Tianshan2027')).code).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.username, 'system'));
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({ action: 'staff', module: 'staff', after: { enabled: false } });
    expect(await retireDemoStaff(t.db)).toEqual([]);
  });
});
