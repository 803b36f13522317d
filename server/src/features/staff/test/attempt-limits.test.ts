import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#test/helpers/app.ts';
import { CAPTCHA_OFF, passwordChecks, SIGN_IN_BURST, WRONG_PASSWORD } from '#test/helpers/password-checks.ts';
import { auditLog } from '../tables.ts';
import { createStaff, STAFF_PASSWORD, staffSignIn } from './support.ts';

// Every password the server checks is counted: the limits must hold before one is checked.
vi.mock('@node-rs/argon2', async (importOriginal) =>
  (await import('#test/helpers/password-checks.ts')).countingArgon2(importOriginal),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(CAPTCHA_OFF);
});
afterAll(() => t.close());
beforeEach(() => {
  passwordChecks.count = 0;
});

/** The outcomes of the failed sign-ins audited for one staff account, sorted (a burst writes them in any order). */
const failuresOf = async (id: number) => {
  const rows = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, String(id)), eq(auditLog.action, 'signin')));
  return rows.flatMap((row) => (row.after?.outcome ? [String(row.after.outcome)] : [])).sort();
};

const burst = <T>(count: number, send: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(i)));

describe('staff passwords under a burst', () => {
  it('checks at most five of 300 wrong passwords sent at once, then keeps the lock', async () => {
    const staff = await createStaff(t, ['admin']);
    passwordChecks.count = 0;
    const answers = await burst(SIGN_IN_BURST, () =>
      staffSignIn(t, staff.username, WRONG_PASSWORD, '10.30.0.1'),
    );
    expect(passwordChecks.count).toBe(5);
    expect(answers.every((answer) => answer.code === 500)).toBe(true);
    expect(answers.filter((answer) => answer.msg.includes('还可尝试'))).toHaveLength(4);
    expect((await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.30.0.1')).msg).toBe(
      '密码错误次数过多，该账号在当前网络已被锁定，请15分钟后再试',
    );
    expect(passwordChecks.count).toBe(5);
    // One audit row for each password checked, none for those refused unchecked.
    expect(await failuresOf(staff.id)).toEqual(['locked', ...Array(4).fill('wrongPassword')]);
    // From another network the staff member still gets in.
    expect((await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.30.0.2')).code).toBe(200);
  });

  it('locks the account from every network together after twenty', async () => {
    const staff = await createStaff(t, ['editor']);
    passwordChecks.count = 0;
    await burst(SIGN_IN_BURST, (i) =>
      staffSignIn(t, staff.username, WRONG_PASSWORD, `10.31.${i >> 8}.${i & 255}`),
    );
    expect(passwordChecks.count).toBe(20);
    const failures = await failuresOf(staff.id);
    expect(failures).toHaveLength(20);
    expect(failures.filter((outcome) => outcome === 'locked')).toHaveLength(1);
    expect((await staffSignIn(t, staff.username, STAFF_PASSWORD, '10.31.200.1')).msg).toBe(
      '该账号近期密码错误次数过多，已暂停登录，请15分钟后再试',
    );
  });
});
